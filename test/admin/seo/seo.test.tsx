import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SAMPLE_KEYWORDS } from '../../../src/domain/seo/keywords';
import { renderApp } from '../renderApp';
import { HttpError, type DataProvider, type GetListParams } from 'react-admin';
import { DEFAULT_CHECKLIST, healthPercentage } from '../../../src/domain/seo/checklist';
import { fakeDataProvider } from '../fakeDataProvider';

describe('keyword finder on a phone', () => {
  /** A phone's 375 px: the table is wider than the box it scrolls in. */
  function phoneWidths(scrollWidth: number, clientWidth: number) {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  }

  afterEach(() => vi.restoreAllMocks());

  it(
    'SEO-32 SEO-34 STRUCTURE the Tendencia column out of sight has a cue to scroll, gone once ' + 'scrolled to it',
    async () => {
      phoneWidths(560, 343);
      renderApp('owner', { path: 'seo/keywords' });
      expect(await screen.findByText(SAMPLE_KEYWORDS[0].keyword)).toBeInTheDocument();
      const cue = await screen.findByText('Desliza a la derecha para ver más columnas →');
      const box = screen.getByRole('table').parentElement!;
      box.scrollLeft = 217;
      fireEvent.scroll(box);
      expect(cue).not.toBeInTheDocument();
    },
  );

  it('SEO-32 STRUCTURE a table that fits shows no cue', async () => {
    phoneWidths(800, 800);
    renderApp('owner', { path: 'seo/keywords' });
    expect(await screen.findByText(SAMPLE_KEYWORDS[0].keyword)).toBeInTheDocument();
    expect(screen.queryByText('Desliza a la derecha para ver más columnas →')).toBeNull();
  });
});

describe('SEO area', () => {
  afterEach(() => localStorage.clear());

  type Spy = ReturnType<typeof vi.fn>;
  /** The fake provider with one method wrapped in a spy that still does the real work. */
  function spiedProvider(
    method: 'putSingleton' | 'update' | 'delete',
    overrides: Partial<DataProvider> & Record<string, unknown> = {},
  ) {
    const base = fakeDataProvider(overrides) as DataProvider & Record<string, (...args: unknown[]) => unknown>;
    const spy: Spy = vi.fn((...args: unknown[]) => base[method](...args));
    return { provider: { ...base, [method]: spy } as DataProvider, spy };
  }

  it(
    "SEO-01 SEO-02 SEO-04 SEO-05 SEO-06 SEO-07 the owner's general view: switcher, Site SEO General, keywords, " +
      'panels with View Full, lists with View All',
    async () => {
      renderApp('owner', { path: 'seo' });
      expect(await screen.findByText('Site SEO General')).toBeInTheDocument();
      for (const view of [
        'General',
        'Analítica',
        'Lista de verificación',
        'Palabras clave',
        'Pages SEO',
        'Posts SEO',
      ]) {
        expect(screen.getByRole('tab', { name: view })).toBeInTheDocument();
      }
      expect(screen.getByRole('link', { name: 'Buscador de palabras clave' })).toHaveAttribute(
        'href',
        '/ep-control/dueno/seo/keywords',
      );
      expect(screen.getAllByRole('link', { name: 'View Full' }).map((link) => link.getAttribute('href'))).toEqual([
        '/ep-control/dueno/seo/analytics',
        '/ep-control/dueno/seo/checklist',
      ]);
      expect(screen.getAllByRole('link', { name: 'View All' }).map((link) => link.getAttribute('href'))).toEqual([
        '/ep-control/dueno/seo/pages',
        '/ep-control/dueno/seo/posts',
      ]);
      expect(await screen.findByText('Airport Transfers POP – Sosúa – Cabarete')).toBeInTheDocument();
      expect(await screen.findByText('Los 27 Charcos de Damajagua: guía completa')).toBeInTheDocument();
    },
  );

  it(
    'SEO-03 SEO-09 SEO-10 a sub-view lists its entries, each editable, owners get the history, and the back ' +
      'link leads to SEO',
    async () => {
      renderApp('owner', { path: 'seo/pages' });
      const row = (await screen.findByText('Airport Transfers POP – Sosúa – Cabarete')).closest('tr')!;
      expect(within(row).getByRole('link', { name: 'Edit' }).getAttribute('href')).toMatch(
        /\/ep-control\/dueno\/seo\/edit\/\d+$/,
      );
      expect(within(row).getByRole('link', { name: 'Historial' }).getAttribute('href')).toMatch(
        /\/ep-control\/dueno\/seo\/history\/\d+$/,
      );
      expect(screen.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '/ep-control/dueno/seo');
      expect(screen.queryByText('Los 27 Charcos de Damajagua: guía completa')).not.toBeInTheDocument();
    },
  );

  it(
    'SEO-08 SEO-16 SEO-17 the entry form needs title, slug and meta description before calling ' + 'the server',
    async () => {
      const { provider, spy } = spiedProvider('update');
      renderApp('owner', { path: 'seo/edit/4', dataProvider: provider });
      const title = await screen.findByDisplayValue('Airport Transfers POP – Sosúa – Cabarete');
      fireEvent.change(title, { target: { value: '' } });
      fireEvent.change(screen.getByLabelText(/^Meta descripción/), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Título y slug son obligatorios')).toBeInTheDocument();
      expect(screen.getByText('La meta descripción es obligatoria')).toBeInTheDocument();
      expect(spy).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['a refusal with a message shows it', new HttpError('Slug reservado', 400, {}), 'Slug reservado'],
    ['a failure without one says Error saving SEO data', new HttpError('', 500, {}), 'Error saving SEO data'],
    [
      'a server fault says Error saving SEO data, not its status text',
      new HttpError('Internal Server Error', 500, { error: 'Internal Server Error' }),
      'Error saving SEO data',
    ],
    [
      'no connection says Error connecting to server',
      new HttpError('Error de conexión', 0, {}),
      'Error connecting to server',
    ],
  ])('SEO-18 SEO-19 on a failed save, %s, and the form keeps what was typed', async (_case, error, message) => {
    renderApp('owner', {
      path: 'seo/edit/4',
      dataProvider: fakeDataProvider({ update: vi.fn().mockRejectedValue(error) }),
    });
    const title = await screen.findByDisplayValue('Airport Transfers POP – Sosúa – Cabarete');
    fireEvent.change(title, { target: { value: 'Traslados al aeropuerto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/)).toHaveValue('Traslados al aeropuerto');
  });

  it('SEO-08 STAFF saving an entry says so and returns to its list', async () => {
    const { router } = renderApp('owner', { path: 'seo/edit/4' });
    const title = await screen.findByDisplayValue('Airport Transfers POP – Sosúa – Cabarete');
    fireEvent.change(title, { target: { value: 'Traslados al aeropuerto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Datos SEO guardados')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/seo/pages'));
  });

  it('SEO-15 a failed load of the entries is only logged, never announced', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi
      .fn()
      .mockRejectedValue(new HttpError('Internal Server Error', 500, { error: 'Internal Server Error' }));
    renderApp('owner', { path: 'seo/pages', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching SEO entries', expect.any(HttpError)));
    expect(screen.queryByText('Internal Server Error')).toBeNull();
    error.mockRestore();
  });

  it('SEO-20 SEO-21 deleting an entry asks first; a failed delete says Error al eliminar el elemento SEO', async () => {
    renderApp('owner', {
      path: 'seo/pages',
      dataProvider: fakeDataProvider({ delete: vi.fn().mockRejectedValue(new HttpError('x', 500)) }),
    });
    const row = (await screen.findByText('Preguntas frecuentes')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /borrar|delete|eliminar/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error al eliminar el elemento SEO')).toBeInTheDocument();
  });

  it(
    'SEO-22 SEO-23 SEO-24 the global form saves every field and says so; a failure says Error al guardar la ' +
      'configuración SEO',
    async () => {
      const { provider, spy } = spiedProvider('putSingleton');
      const view = renderApp('owner', { path: 'seo', dataProvider: provider });
      const siteTitle = await screen.findByLabelText(/^Título del sitio/);
      fireEvent.change(siteTitle, { target: { value: 'EP Tours Puerto Plata' } });
      fireEvent.click(
        within(screen.getByText('Site SEO General').closest('div')!).getByRole('button', { name: 'Guardar' }),
      );
      expect(await screen.findByText('Configuración SEO global guardada exitosamente')).toBeInTheDocument();
      expect(spy.mock.calls[0][0]).toBe('seo-general');
      expect(spy.mock.calls[0][1]).toMatchObject({
        site_title: 'EP Tours Puerto Plata',
        twitter_card: 'summary',
        robots_txt: expect.any(String),
      });
      view.unmount();

      renderApp('owner', {
        path: 'seo',
        dataProvider: fakeDataProvider({ putSingleton: vi.fn().mockRejectedValue(new HttpError('x', 500)) }),
      });
      fireEvent.change(await screen.findByLabelText(/^Título del sitio/), { target: { value: 'Otro' } });
      fireEvent.click(
        within(screen.getByText('Site SEO General').closest('div')!).getByRole('button', { name: 'Guardar' }),
      );
      expect(await screen.findByText('Error al guardar la configuración SEO')).toBeInTheDocument();
    },
  );

  it(
    'SEO-27 SEO-28 SEO-29 DASH-04 DASH-05 clicking an icon cycles and saves the item; the dashboard widget ' +
      'shows the same score and cycles nothing',
    async () => {
      const { provider, spy } = spiedProvider('putSingleton');
      const view = renderApp('owner', { path: 'seo/checklist', dataProvider: provider });
      const okAt = DEFAULT_CHECKLIST.findIndex((item) => item.status === 'ok');
      const first = DEFAULT_CHECKLIST[okAt];
      expect(await screen.findByText(`${healthPercentage(DEFAULT_CHECKLIST)}%`)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: `${first.label}: Correcto` }));
      await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
      const sent = JSON.parse((spy.mock.calls[0][1] as { data: string }).data) as { status: string }[];
      expect(sent[okAt].status).toBe('warn');
      const cycled = DEFAULT_CHECKLIST.map((item, index) =>
        index === okAt ? { ...item, status: 'warn' as const } : item,
      );
      expect(await screen.findByText(`${healthPercentage(cycled)}%`)).toBeInTheDocument();
      view.unmount();

      renderApp('owner', { path: '', dataProvider: provider });
      expect(await screen.findByText(`${healthPercentage(cycled)}%`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `${first.label}: Mejorable` })).not.toBeInTheDocument();
    },
  );

  it(
    'SEO-30 SEO-35 SEO-36 the keyword finder needs one selection and merges the chosen keywords into the ' +
      'meta keywords',
    async () => {
      const { provider, spy } = spiedProvider('putSingleton');
      renderApp('owner', { path: 'seo/keywords', dataProvider: provider });
      expect(await screen.findByText(SAMPLE_KEYWORDS[0].keyword)).toBeInTheDocument();
      expect(screen.getAllByRole('checkbox')).toHaveLength(8);
      fireEvent.click(screen.getByRole('button', { name: /Añadir seleccionadas/ }));
      expect(await screen.findByText('Selecciona al menos una palabra clave.')).toBeInTheDocument();
      expect(spy).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('checkbox', { name: SAMPLE_KEYWORDS[0].keyword }));
      fireEvent.click(screen.getByRole('checkbox', { name: SAMPLE_KEYWORDS[2].keyword }));
      fireEvent.click(screen.getByRole('button', { name: /Añadir seleccionadas \(2\)/ }));
      await waitFor(() => expect(spy).toHaveBeenCalled());
      expect(spy.mock.calls[0][1]).toMatchObject({
        meta_keywords: `${SAMPLE_KEYWORDS[0].keyword}, ${SAMPLE_KEYWORDS[2].keyword}`,
      });
    },
  );

  it('SEO-31 the secretary opening the keyword finder reads that only the owner may', async () => {
    renderApp('secretary', { path: 'seo/keywords' });
    expect(await screen.findByText('Solo el dueño puede acceder a esta sección.')).toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_KEYWORDS[0].keyword)).not.toBeInTheDocument();
  });

  it(
    'SEO-11 the analytics view shows what is configured and says plainly that no traffic data is ' + 'collected',
    async () => {
      renderApp('owner', { path: 'seo/analytics' });
      expect(await screen.findByText(/no recoge datos de tráfico/)).toBeInTheDocument();
      for (const name of ['Google Analytics', 'Google Tag Manager', 'Facebook Pixel'])
        expect(screen.getByText(name)).toBeInTheDocument();
    },
  );
});

describe('SEO history', () => {
  /** One audited update of entry 4: its title and its server-stamped last update changed. */
  const AUDIT = [
    {
      id: 1,
      at: '2026-12-03T07:21:57.820Z',
      username: 'dueno',
      action: 'update',
      resource: 'seo-entries',
      record_id: 4,
      before: { title: 'Old title', last_update: '2026-12-02T07:00:00.000Z' },
      after: { title: 'New title', last_update: '2026-12-03T07:21:57.820Z' },
    },
  ];

  function withAudit(): DataProvider {
    const base = fakeDataProvider();
    return {
      ...base,
      getList: (resource: string, params: GetListParams) =>
        resource === 'audit'
          ? Promise.resolve({ data: AUDIT, total: AUDIT.length } as never)
          : base.getList(resource, params),
    };
  }

  it('SEO-10 dates read on the business clock in the app format, fields and actions in the UI words', async () => {
    renderApp('owner', { path: 'seo/history/4', dataProvider: withAudit() });
    // 07:21 UTC is 03:21 in Puerto Plata.
    const heading = await screen.findByRole('heading', { name: /3 dic 2026, 03:21 · dueno · Modificó/ });
    const card = heading.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('Título', { selector: 'th' })).toBeInTheDocument();
    expect(within(card).getByText('Última actualización', { selector: 'th' })).toBeInTheDocument();
    expect(within(card).getByText('2 dic 2026, 03:00')).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-0\dT/)).not.toBeInTheDocument();
    expect(screen.queryByText('last_update')).not.toBeInTheDocument();
  });
});
