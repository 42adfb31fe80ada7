import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { ABOUT_DEFAULT_CONTENT } from '../../../src/domain/aboutUs';
import { FOOTER_DEFAULTS } from '../../../src/domain/footer';

afterEach(() => localStorage.clear());

describe('About Us', () => {
  it('ABOUT-01 ABOUT-03 one textarea holding the HTML, with Save', async () => {
    renderApp('owner', { path: 'about' });
    const content = await screen.findByLabelText(/Contenido \(HTML\)/);
    expect(content.tagName).toBe('TEXTAREA');
    expect(content).toHaveValue(ABOUT_DEFAULT_CONTENT);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('ABOUT-02 content is required; nothing is sent', async () => {
    const putSingleton = vi.fn();
    renderApp('owner', { path: 'about', dataProvider: fakeDataProvider({ putSingleton }) });
    fireEvent.change(await screen.findByLabelText(/Contenido \(HTML\)/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('El contenido es obligatorio')).toBeInTheDocument();
    expect(putSingleton).not.toHaveBeenCalled();
  });

  it('ABOUT-04 a failed load shows Error loading About Us', async () => {
    const getSingleton = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'about', dataProvider: fakeDataProvider({ getSingleton }) });
    expect(await screen.findByText('Error loading About Us')).toBeInTheDocument();
  });

  it(
    'ABOUT-05 a failed save says Error saving About Us and keeps the text; a save says Saved! and sends ' + '{content}',
    async () => {
      const dataProvider = fakeDataProvider();
      const putSingleton = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockImplementation(dataProvider.putSingleton as never);
      dataProvider.putSingleton = putSingleton;
      renderApp('owner', { path: 'about', dataProvider });
      const content = await screen.findByLabelText(/Contenido \(HTML\)/);
      fireEvent.change(content, { target: { value: '<p>Choferes de Puerto Plata</p>' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Error saving About Us')).toBeInTheDocument();
      expect(screen.getByLabelText(/Contenido \(HTML\)/)).toHaveValue('<p>Choferes de Puerto Plata</p>');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved!')).toBeInTheDocument();
      expect(putSingleton).toHaveBeenLastCalledWith('about', {
        content: '<p>Choferes de Puerto Plata</p>',
        version: 0,
      });
      await waitFor(() =>
        expect(screen.getByLabelText(/Contenido \(HTML\)/)).toHaveValue('<p>Choferes de Puerto Plata</p>'),
      );
    },
  );
});

describe('Footer Content Management', () => {
  it(
    "FOOT-01 FOOT-02 FOOT-03 one form in the spec's sections, every field, with Initialize Default Content and " +
      'Save Changes',
    async () => {
      renderApp('owner', { path: 'footer' });
      await screen.findByText('Información de la empresa');
      const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(headings).toEqual([
        'Información de la empresa',
        'Contacto',
        'Redes sociales',
        'Enlaces rápidos',
        'Lugares de recogida',
        'Indicadores de confianza',
        'Derechos de autor',
      ]);
      expect(screen.getByLabelText(/Nombre de la empresa/)).toHaveValue(FOOTER_DEFAULTS.company_name);
      expect(screen.getByDisplayValue('Amber Cove Cruise Port')).toBeInTheDocument();
      expect(screen.getByDisplayValue('Licensed by the Ministry of Tourism')).toBeInTheDocument();
      expect(screen.getByText('Save Changes').closest('button')).toHaveAttribute('type', 'submit');
      expect(screen.getByText('Initialize Default Content').closest('button')).toBeInTheDocument();
    },
    150_000,
  );

  it(
    'FOOT-05 FOOT-06 the form shows it is loading while GET /api/footer-content is pending; a failed load says ' +
      'Error loading footer content',
    async () => {
      let fail: (error: Error) => void = () => undefined;
      const getSingleton = vi.fn(() => new Promise((_, reject) => (fail = reject)));
      renderApp('owner', { path: 'footer', dataProvider: fakeDataProvider({ getSingleton }) });
      expect(await screen.findByRole('progressbar', { name: 'Cargando el pie de página' })).toBeInTheDocument();
      expect(getSingleton).toHaveBeenCalledWith('footer');
      fail(new HttpError('boom', 500));
      expect(await screen.findByText('Error loading footer content')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar', { name: 'Cargando el pie de página' })).toBeNull();
    },
  );

  it(
    'FOOT-10 FOOT-11 Initialize Default Content asks first, then restores and reloads the footer; a failure ' +
      'says Error initializing footer content',
    async () => {
      const dataProvider = fakeDataProvider();
      const initFooter = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockImplementation(dataProvider.initFooter as never);
      const getSingleton = vi.fn(dataProvider.getSingleton as never);
      Object.assign(dataProvider, { initFooter, getSingleton });
      renderApp('owner', { path: 'footer', dataProvider });
      fireEvent.click(await screen.findByText('Initialize Default Content'));
      expect(await screen.findByText('Restaurar el contenido por defecto')).toBeInTheDocument();
      expect(initFooter).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
      expect(await screen.findByText('Error initializing footer content')).toBeInTheDocument();
      const reads = getSingleton.mock.calls.length;
      fireEvent.click(await screen.findByText('Initialize Default Content'));
      fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
      await waitFor(() => expect(getSingleton.mock.calls.length).toBeGreaterThan(reads));
      expect(initFooter).toHaveBeenCalledTimes(2);
      expect(initFooter.mock.calls[1]).toEqual([]);
    },
    150_000,
  );
});

describe('Policies Management', () => {
  const cards = () => screen.queryAllByTestId('policy-card');
  const cardOf = (title: string) => cards().find((card) => within(card).queryAllByText(title).length > 0)!;

  it(
    'POL-01 POL-02 POL-11 one card per policy: type label, Active, a plain-text preview, ' + 'Deactivate and Edit',
    async () => {
      renderApp('owner', { path: 'policies' });
      await waitFor(() => expect(cards()).toHaveLength(3));
      const card = cardOf('Cancellation Policy');
      expect(within(card).getAllByText('Cancellation Policy')).toHaveLength(2);
      expect(within(card).getByText('Active')).toBeInTheDocument();
      const preview = within(card).getByTestId('policy-preview');
      expect(preview.textContent).toMatch(/^Cancellation Policy Free cancellation Transfers: cancel up to 24 hours/);
      expect(preview.textContent).not.toMatch(/[#*]/);
      expect(preview.textContent!.length).toBeLessThanOrEqual(201);
      expect(within(card).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        expect.stringMatching(/\/ep-control\/dueno\/policies\/\d+$/),
      );
    },
  );

  it('POL-04 Deactivate sends only {active} and the card turns Inactive with Activate', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.fn(dataProvider.update);
    dataProvider.update = update;
    renderApp('owner', { path: 'policies', dataProvider });
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cardOf('Privacy Policy')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(within(cardOf('Privacy Policy')).getByText('Inactive')).toBeInTheDocument());
    expect(within(cardOf('Privacy Policy')).getByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(update.mock.calls[0][1].data).toEqual({ active: false });
  });

  it('POL-05 a failed toggle leaves the card as it was, with no message', async () => {
    const update = vi.fn().mockRejectedValue(new HttpError('boom', 500));
    renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ update }) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    fireEvent.click(within(cardOf('Terms of Service')).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(cardOf('Terms of Service')).getByRole('button', { name: 'Deactivate' })).toBeEnabled(),
    );
    expect(within(cardOf('Terms of Service')).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it(
    'POL-06 POL-07 an empty list says how to start; Initialize Policies creates the three defaults and the ' +
      'list reloads',
    async () => {
      renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({}, { policies: [] }) });
      expect(
        await screen.findByText('No policies found. Click "Initialize Policies" to create default policies.'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('button', { name: 'Initialize Policies' })[0]);
      await waitFor(() => expect(cards()).toHaveLength(3));
      for (const title of ['Privacy Policy', 'Terms of Service', 'Cancellation Policy'])
        expect(cardOf(title)).toBeDefined();
    },
  );

  it(
    'POL-09 a refused initialization says Failed to initialize policies; no answer at all, Error ' +
      'initializing policies',
    async () => {
      const initPolicies = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('boom', 500))
        .mockRejectedValueOnce(new HttpError('Error de conexión', 0));
      renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ initPolicies }) });
      await waitFor(() => expect(cards()).toHaveLength(3));
      fireEvent.click(screen.getByRole('button', { name: 'Initialize Policies' }));
      expect(await screen.findByText('Failed to initialize policies')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Initialize Policies' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Initialize Policies' }));
      expect(await screen.findByText('Error initializing policies')).toBeInTheDocument();
    },
  );

  it('POL-08 a failed load says Failed to load policies: {status} {text}', async () => {
    const getList = vi.fn().mockRejectedValue(new HttpError('Internal Server Error', 500));
    renderApp('owner', { path: 'policies', dataProvider: fakeDataProvider({ getList }) });
    expect(await screen.findByText('Failed to load policies: 500 Internal Server Error')).toBeInTheDocument();
  });

  it('POL-03 POL-04 Edit Policy has Title, Content and the Active checkbox, and saves the whole policy', async () => {
    const dataProvider = fakeDataProvider();
    const update = vi.fn(dataProvider.update);
    dataProvider.update = update;
    renderApp('owner', { path: 'policies/1', dataProvider });
    const title = await screen.findByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveValue('Privacy Policy'));
    expect(screen.getByText('Edit Policy')).toBeInTheDocument();
    expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).value).toMatch(/^# Privacy Policy/);
    const active = screen.getByRole('checkbox', { name: 'Active' });
    expect(active).toBeChecked();
    fireEvent.change(title, { target: { value: 'Privacy Policy 2026' } });
    fireEvent.click(active);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({
      title: 'Privacy Policy 2026',
      active: false,
      policy_type: 'privacy',
      content: expect.stringContaining('# Privacy Policy'),
    });
    await waitFor(() => expect(cardOf('Privacy Policy 2026')).toBeDefined());
    expect(within(cardOf('Privacy Policy 2026')).getByText('Inactive')).toBeInTheDocument();
  });
});
