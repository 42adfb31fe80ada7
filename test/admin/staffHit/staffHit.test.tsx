import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  AdminContext,
  HttpError,
  ListContextProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import type { ComponentType } from 'react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema } from '../../../src/domain/bookings';
import { today } from '../../../src/domain/common';
import { ListPagination } from '../../../src/admin/components/ListPagination';
import { PostPagination } from '../../../src/admin/resources/posts/PostPagination';
import { NumberedPagination } from '../../../src/admin/resources/attractions/NumberedPagination';
import { AdPagination } from '../../../src/admin/resources/advertising/AdPagination';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { demoProperties } from '../../../src/server/seed/listingsDemo';
import { resources } from '../../../src/admin/resources';

describe('a failed list shows no total', () => {
  afterEach(() => localStorage.clear());

  const range = () => document.querySelector('.MuiTablePagination-displayedRows');

  /** Every .tsx under a folder. */
  const sources = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? sources(path) : path.endsWith('.tsx') ? [path] : [];
    });

  /** Each `<List …>` opening tag: one line, or up to the `>` under its `<`. */
  const openingTags = (source: string) =>
    [...source.matchAll(/^( *)<List\b(.*)$/gm)].map((match) =>
      match[2].trimEnd().endsWith('>')
        ? match[0]
        : source.slice(match.index, source.indexOf(`\n${match[1]}>`, match.index)),
    );

  it('STAFF PAGE-01 Pages: after a failed reload the error stands alone, without the old "1 - n de n"', async () => {
    const base = fakeDataProvider();
    let fail = false;
    const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      if (resource === 'pages' && fail) throw new HttpError('Internal', 500);
      return base.getList(resource, params);
    });
    renderApp('secretary', { path: 'pages', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(range()?.textContent).toMatch(/\d+ de \d+/));
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Actualizar|Recargar|Refrescar|Refresh/i }));
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    await waitFor(() => expect(range()).toBeNull());
  });

  it(
    'STAFF RES-14 Reservas: after a failed reload no old range nor 0 / $0 cards; the error ' + 'offers to retry',
    async () => {
      const reservas = Array.from({ length: 3 }, (_, index) =>
        bookingSchema.parse({
          nombre: `Guest ${index + 1}`,
          fecha: today(),
          tour_id: 1,
          personas: 2,
          adults: 2,
          estado: 'confirmada',
          price_total: 100,
          balance: 100,
          has_balance: true,
        }),
      );
      const base = fakeDataProvider({}, { reservas }) as DataProvider & Record<string, (...args: never[]) => unknown>;
      let fail = false;
      const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
        if (resource === 'reservas' && fail) throw new HttpError('Internal', 500);
        return base.getList(resource, params);
      });
      const bookingStats = vi.fn(async (...args: never[]) => {
        if (fail) throw new HttpError('Internal', 500);
        return base.bookingStats(...args);
      });
      renderApp('owner', {
        path: 'reservas',
        dataProvider: fakeDataProvider({ getList, bookingStats }, { reservas }),
      });
      await waitFor(() => expect(range()?.textContent).toMatch(/1-3 de 3|1 - 3 de 3/));
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('3'));
      fail = true;
      fireEvent.click(screen.getByRole('button', { name: 'Refrescar' }));
      const alert = await screen.findByRole('alert', {});
      expect(alert).toHaveTextContent('Error loading reservations');
      await waitFor(() => expect(range()).toBeNull());
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('—'));
      expect(screen.getByTestId('card-Cobrado')).toHaveTextContent('—');
      fail = false;
      fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
      await waitFor(() => expect(range()?.textContent).toMatch(/de 3/));
    },
  );

  it.each<[string, ComponentType]>([
    ['ListPagination (Pages, Media, Contact, Users, SEO, FAQ, Reservas, listings, tours…)', ListPagination],
    ['POST-03 Posts', PostPagination],
    ['ATTR-04 Attractions', NumberedPagination],
    ['ADS-11 Advertisements', AdPagination],
  ])('STAFF %s: the pagination of a failed list shows no total', (_name, Pagination) => {
    const list = { page: 1, perPage: 10, total: 25, data: [], isPending: false, setPage: vi.fn(), setPerPage: vi.fn() };
    const show = (error: Error | null) =>
      render(
        <AdminContext i18nProvider={i18nProvider}>
          <ListContextProvider value={{ ...list, error } as unknown as ListControllerResult}>
            <Pagination />
          </ListContextProvider>
        </AdminContext>,
      );
    const loaded = show(null);
    expect(loaded.container.textContent).toMatch(/25|3/);
    loaded.unmount();
    expect(show(new Error('Internal')).container.textContent).toBe('');
  });

  it(
    'STAFF STRUCTURE every react-admin <List> names its pagination, so none falls back to the one that shows ' +
      'an old total',
    () => {
      const bare = sources('src/admin')
        .filter((file) => /import \{[^}]*\bList\b[^}]*\} from 'react-admin'/.test(readFileSync(file, 'utf8')))
        .filter((file) => openingTags(readFileSync(file, 'utf8')).some((tag) => !/pagination=/.test(tag)));
      expect(bare).toEqual([]);
    },
  );
});

describe('a failed load says so instead of looking empty', () => {
  afterEach(() => localStorage.clear());

  it('STAFF NAV-02 Navigation: a failed load is not "No hay enlaces."; Reintentar loads the links', async () => {
    const base = fakeDataProvider();
    // Every retry of the list fails until the staff member asks again.
    let fail = true;
    const getList = vi.fn(async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
      if (resource === 'navigation' && fail) throw new HttpError('Internal', 500);
      return base.getList(resource, params);
    });
    renderApp('secretary', { path: 'navigation', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('No se pudo cargar la lista.')).toBeInTheDocument();
    expect(screen.queryByText('No hay enlaces.')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('No se pudo cargar la lista.')).toBeNull());
  });

  it('STAFF SET-02 Settings: a failed load does not show the raw word "Internal" and offers to retry', async () => {
    const base = fakeDataProvider();
    const getSingleton = vi.fn().mockRejectedValue(new HttpError('Internal', 500));
    renderApp('owner', { path: 'settings', dataProvider: fakeDataProvider({ getSingleton, getList: base.getList }) });
    expect(await screen.findByText(/No se pudieron cargar los datos/)).toBeInTheDocument();
    expect(screen.queryByText('Internal')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Reintentar' }).length).toBeGreaterThan(0);
  });

  it(
    'STAFF SEO-04 Site SEO General: a failed load shows no empty fields and no Save that would ' + 'report success',
    async () => {
      const base = fakeDataProvider() as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const putSingleton = vi.fn();
      const getSingleton = vi.fn(async (name: string, ...rest: unknown[]) => {
        if (name === 'seo-general') throw new HttpError('Internal', 500);
        return base.getSingleton(name, ...rest);
      });
      renderApp('owner', { path: 'seo', dataProvider: fakeDataProvider({ getSingleton, putSingleton }) });
      expect(await screen.findByText(/No se pudieron cargar los datos/)).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Título del sitio/)).toBeNull();
      expect(putSingleton).not.toHaveBeenCalled();
    },
  );
});

describe('a failed save is not a save', () => {
  // The listing screens load lazily: their modules are transformed here, outside a test's time
  // (salesRentals/salesRentals.test.tsx).
  beforeAll(
    () =>
      Promise.all([
        import('../../../src/admin/screens/salesRentals/SalesRentalsScreen'),
        import('../../../src/admin/resources/vehicles/VehicleCreate'),
      ]),
    120_000,
  );

  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** After the failed save, the user clicks away: the form must still ask, and a 'no' keeps her and what she typed. */
  async function leaveAfterFailedSave(
    router: { state: { location: { pathname: string } } },
    path: string,
    field: HTMLElement,
    value: string,
  ) {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Navigation' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/cambios no se guardaron/)));
    expect(router.state.location.pathname).toBe(`/ep-control/dueno/${path}`);
    expect(field).toHaveValue(value);
  }

  it('STAFF TOUR-09 Add New Tour after a 500: the failure is said and leaving still asks', async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'tours/new', dataProvider: fakeDataProvider({ create }) });
    const name = await screen.findByLabelText(/^Tour Name/);
    fireEvent.change(name, { target: { value: 'Sunset Catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'sunset-catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '3 hours' } });
    fireEvent.change(screen.getByLabelText(/^Capacity/), { target: { value: '1-10 people' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    fireEvent.change(screen.getByLabelText(/^Full Description/), { target: { value: 'Along the bay.' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    fireEvent.change(screen.getByLabelText(/^Base Price/), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Tour' })).toBeEnabled());
    fireEvent.click(screen.getByRole('tab', { name: 'Basic Info' }));
    await leaveAfterFailedSave(router, 'tours/new', screen.getByLabelText(/^Tour Name/), 'Sunset Catamaran');
  });

  it('STAFF POL-05 Edit Policy says its save failed, and leaving still asks', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'policies/1', dataProvider: fakeDataProvider({ update }) });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Error del servidor|error/i)).toBeInTheDocument();
    await leaveAfterFailedSave(router, 'policies/1', title, 'Privacy Policy 2026');
  });

  it('STAFF SET-11 the site settings after a failed save: leaving still asks', async () => {
    const putSingleton = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', { path: 'settings', dataProvider: fakeDataProvider({ putSingleton }) });
    const name = await screen.findByLabelText(/Nombre del sitio/);
    fireEvent.change(name, { target: { value: 'Puerto Plata Rides' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    await waitFor(() => expect(putSingleton).toHaveBeenCalled());
    await leaveAfterFailedSave(router, 'settings', name, 'Puerto Plata Rides');
  });

  it("STAFF VEH-05 Add Vehicle after 'Error saving vehicle': the failure is said and leaving still asks", async () => {
    const create = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    const { router } = renderApp('owner', {
      path: 'sales-rentals/vehicles-for-sale/add',
      dataProvider: fakeDataProvider({ create }),
    });
    const title = await screen.findByLabelText(/^Title/, {}, { timeout: 60_000 });
    fireEvent.change(title, { target: { value: 'Mazda CX-5 2020' } });
    fireEvent.change(screen.getByLabelText(/^Precio/), { target: { value: '21000' } });
    fireEvent.change(screen.getByLabelText(/^Marca/), { target: { value: 'Mazda' } });
    fireEvent.change(screen.getByLabelText(/^Modelo/), { target: { value: 'CX-5' } });
    fireEvent.change(screen.getByLabelText(/^Kilometraje/), { target: { value: '52000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByText('Error saving vehicle. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Vehicle' })).toBeEnabled());
    await leaveAfterFailedSave(router, 'sales-rentals/vehicles-for-sale/add', title, 'Mazda CX-5 2020');
  }, 90000);

  it('STAFF BOOKING the booking form refused as a full day (409 over_capacity): leaving still asks', async () => {
    const reservas = [
      bookingSchema.parse({
        nombre: 'Grace Hopper',
        fecha: '2026-12-12',
        tour_id: 1,
        personas: 3,
        adults: 3,
        estado: 'pendiente',
        source: 'whatsapp',
        price_total: 85,
        balance: 85,
        has_balance: true,
      }),
    ];
    const update = vi.fn().mockRejectedValue(new HttpError('Quedan 2 plazas el 12/12', 409, { code: 'over_capacity' }));
    const { router } = renderApp('owner', {
      path: 'reservas/1/editar',
      dataProvider: fakeDataProvider({ update }, { reservas }),
    });
    const name = await screen.findByLabelText(/^Nombre/);
    await waitFor(() => expect(name).toHaveValue('Grace Hopper'));
    fireEvent.change(screen.getByLabelText(/Adultos/), { target: { value: '5' } });
    fireEvent.change(name, { target: { value: 'Grace B. Hopper' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Quedan 2 plazas el 12\/12/)).toBeInTheDocument();
    await leaveAfterFailedSave(router, 'reservas/1/editar', name, 'Grace B. Hopper');
  }, 90000);

  it('STAFF SET-02 a successful save still leaves without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('owner', { path: 'policies/1' });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/policies'));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('success banners show where the owner clicked', () => {
  afterEach(() => localStorage.clear());

  /** The banner is a snackbar pinned to the window (position: fixed), not a block at the top of a long page. */
  const pinned = (text: string) => screen.getByText(text).closest('.MuiSnackbar-root');

  it(
    'STAFF PROP-19 Property updated successfully! shows pinned to the window, not at the top ' + 'of the page',
    async () => {
      const dataProvider = fakeDataProvider();
      const id = demoProperties().findIndex((row) => row.type === 'sale') + 1;
      renderApp('owner', { path: `sales-rentals/properties-for-sale/edit/${id}`, dataProvider });
      const title = await screen.findByLabelText(/^Title/);
      await waitFor(() => expect(title).not.toHaveValue(''));
      fireEvent.change(title, { target: { value: 'Villa Sosúa renovada' } });
      fireEvent.click(screen.getByRole('button', { name: 'Actualizar propiedad' }));
      await screen.findByText('Property updated successfully!');
      expect(pinned('Property updated successfully!')).not.toBeNull();
    },
  );
});

describe('Create Tour with an invalid field on another tab', () => {
  afterEach(() => localStorage.clear());

  it('STAFF TOUR-09 marks the tab that holds the invalid field and says why, instead of doing nothing', async () => {
    const dataProvider = fakeDataProvider();
    const create = vi.spyOn(dataProvider, 'create');
    renderApp('owner', { path: 'tours/new', dataProvider });
    fireEvent.change(await screen.findByLabelText(/^Tour Name/), { target: { value: 'Sunset Catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'sunset-catamaran' } });
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '3 hours' } });
    fireEvent.change(screen.getByLabelText(/^Capacity/), { target: { value: '1-10 people' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Content' }));
    fireEvent.change(screen.getByLabelText(/^Full Description/), { target: { value: 'Along the bay.' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    fireEvent.change(screen.getByLabelText(/^Base Price/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^Precio extra por persona/), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Media' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Tour' }));
    expect(await screen.findByText(/No se guardó: corrija .* «Pricing»/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveClass('error'));
    expect(create).not.toHaveBeenCalled();
  });
});

describe('an address with no screen', () => {
  afterEach(() => localStorage.clear());

  it(
    'SHELL-01 a declared resource without screens (/ep-control/dueno/notifications) shows the not-found ' +
      'screen, not a blank page',
    async () => {
      // Payments excepted: its address leads to Caja (test/admin/cashup/paymentsAddress.test.tsx).
      const screenless = resources
        .filter(({ views, name }) => !views.list && name !== 'payments')
        .map(({ name }) => name);
      expect(screenless).toContain('notifications');
      for (const path of screenless) {
        const view = renderApp('owner', { path });
        expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
        view.unmount();
      }
    },
  );

  it(
    'SHELL-01 the secretary at such an address is told it does not exist, as the owner is, not that it is ' +
      'the owner’s',
    async () => {
      renderApp('secretary', { path: 'payments' });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
    },
  );
});
