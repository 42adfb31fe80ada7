import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { headerSettingsSchema } from '../../../src/domain/headerSettings';

afterEach(() => localStorage.clear());

const stored = { ...headerSettingsSchema.parse({}), version: 1 };

/** The fake provider with header settings kept as the server keeps them. */
function withSettings(overrides: Record<string, unknown> = {}) {
  let current: Record<string, unknown> = { ...stored };
  const getSingleton = vi.fn(async () => ({ data: current }));
  // Checked as the server checks it: the settings' own fields and the version, nothing else.
  const putSingleton = vi.fn(async (_name: string, data: Record<string, unknown>) => {
    const { version, ...fields } = data;
    if (version !== current.version) throw new HttpError('conflict', 409);
    current = { ...headerSettingsSchema.parse(fields), version: Number(current.version) + 1 };
    return { data: current };
  });
  return { dataProvider: fakeDataProvider({ getSingleton, putSingleton, ...overrides }), getSingleton, putSingleton };
}

describe('settings screen', () => {
  it(
    'SET-01 SET-12 language tabs English, Español, Français over Home, Services and Why Choose texts of ' +
      'that language',
    async () => {
      renderApp('owner', { path: 'settings', dataProvider: withSettings().dataProvider });
      for (const tab of ['English', 'Español', 'Français'])
        expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
      for (const title of ['Home Texts', 'Services Texts', 'Why Choose Texts'])
        expect(screen.getByRole('tab', { name: title })).toBeInTheDocument();
      expect(await screen.findByDisplayValue('Book a ride')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: 'Español' }));
      expect(await screen.findByDisplayValue('Reservar traslado')).toBeInTheDocument();
    },
  );

  it('SET-13 SET-14 SET-15 the groups edit the 11 home keys, 21 services_ keys and 8 Why Choose keys', async () => {
    renderApp('owner', { path: 'settings', dataProvider: withSettings().dataProvider });
    const home = await screen.findByTestId('texts-home-en');
    await within(home).findByLabelText('hero_title');
    expect(within(home).getAllByRole('textbox')).toHaveLength(11);
    fireEvent.click(screen.getByRole('tab', { name: 'Services Texts' }));
    const services = await screen.findByTestId('texts-services-en');
    await within(services).findByLabelText('services_title');
    expect(within(services).getAllByRole('textbox')).toHaveLength(21);
    fireEvent.click(screen.getByRole('tab', { name: 'Why Choose Texts' }));
    const why = await screen.findByTestId('texts-whyChoose-en');
    await within(why).findByLabelText('why_choose_title');
    expect(within(why).getAllByRole('textbox')).toHaveLength(8);
  });

  it(
    'SET-16 SET-23 SET-24 SET-25 each group saves {texts, lang} of its own keys with its own ' + 'success message',
    async () => {
      const { dataProvider } = withSettings();
      const put = vi.spyOn(
        dataProvider as unknown as { putSiteTexts: (...args: unknown[]) => Promise<unknown> },
        'putSiteTexts',
      );
      renderApp('owner', { path: 'settings', dataProvider });
      fireEvent.click(await screen.findByRole('tab', { name: 'Español' }));
      const home = await screen.findByTestId('texts-home-es');
      fireEvent.change(await within(home).findByDisplayValue('Reservar traslado'), {
        target: { value: 'Reserve su taxi' },
      });
      fireEvent.click(within(home).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText('Home texts saved successfully')).toBeInTheDocument();
      expect(put).toHaveBeenCalledWith('es', expect.arrayContaining([{ key: 'book_ride', value: 'Reserve su taxi' }]));
      expect((put.mock.calls[0][1] as unknown[]).length).toBe(11);
      fireEvent.click(screen.getByRole('tab', { name: 'Services Texts' }));
      fireEvent.click(
        await within(await screen.findByTestId('texts-services-es')).findByRole('button', { name: 'Guardar' }),
      );
      expect(await screen.findByText('Services texts saved!')).toBeInTheDocument();
      expect(put).toHaveBeenLastCalledWith(
        'es',
        expect.arrayContaining([{ key: 'services_title', value: 'Nuestros servicios' }]),
      );
      fireEvent.click(screen.getByRole('tab', { name: 'Why Choose Texts' }));
      fireEvent.click(
        await within(await screen.findByTestId('texts-whyChoose-es')).findByRole('button', { name: 'Guardar' }),
      );
      expect(await screen.findByText('Why Choose texts saved!')).toBeInTheDocument();
    },
  );

  it("SET-17 SET-18 SET-19 a failed load says each group's own message", async () => {
    const { dataProvider } = withSettings({ getSiteTexts: vi.fn().mockRejectedValue(new HttpError('down', 500)) });
    renderApp('owner', { path: 'settings', dataProvider });
    expect(await screen.findByText('Error loading home texts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Services Texts' }));
    expect(await screen.findByText('Error loading services texts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Why Choose Texts' }));
    expect(await screen.findByText('Error loading Why Choose texts')).toBeInTheDocument();
  });

  it("SET-20 SET-21 SET-22 a failed save says each group's own message and keeps what was typed", async () => {
    const { dataProvider } = withSettings({ putSiteTexts: vi.fn().mockRejectedValue(new HttpError('down', 500)) });
    renderApp('owner', { path: 'settings', dataProvider });
    const home = await screen.findByTestId('texts-home-en');
    fireEvent.change(await within(home).findByDisplayValue('Book a ride'), { target: { value: 'Book your taxi' } });
    fireEvent.click(within(home).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error saving home texts')).toBeInTheDocument();
    expect(within(home).getByDisplayValue('Book your taxi')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Services Texts' }));
    fireEvent.click(
      await within(await screen.findByTestId('texts-services-en')).findByRole('button', { name: 'Guardar' }),
    );
    expect(await screen.findByText('Error saving services texts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Why Choose Texts' }));
    fireEvent.click(
      await within(await screen.findByTestId('texts-whyChoose-en')).findByRole('button', { name: 'Guardar' }),
    );
    expect(await screen.findByText('Error saving Why Choose texts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Home Texts' }));
    expect(within(home).getByDisplayValue('Book your taxi')).toBeInTheDocument();
  });

  it(
    'SET-02 SET-03 SET-04 SET-08 SET-10 the site settings form edits every header field, the selector toggle ' +
      'on by default, and says Configuración guardada correctamente',
    async () => {
      const { dataProvider, putSingleton } = withSettings();
      renderApp('owner', { path: 'settings', dataProvider });
      const siteName = await screen.findByLabelText(/Nombre del sitio/);
      expect(siteName).toHaveValue(stored.siteName);
      expect(screen.getByLabelText(/Teléfono secundario/)).toHaveValue('');
      const toggle = screen.getByLabelText('Mostrar el selector de idioma en la cabecera');
      expect(toggle).toBeChecked();
      fireEvent.change(siteName, { target: { value: 'Puerto Plata Rides' } });
      fireEvent.change(screen.getByLabelText(/Dirección/), { target: { value: 'Calle Duarte 12' } });
      fireEvent.click(toggle);
      fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
      expect(await screen.findByText('Configuración guardada correctamente')).toBeInTheDocument();
      expect(putSingleton).toHaveBeenCalledWith(
        'header-settings',
        expect.objectContaining({
          siteName: 'Puerto Plata Rides',
          address: 'Calle Duarte 12',
          language_selector_visible: false,
          version: 1,
        }),
      );
    },
  );

  it('SET-11 a failed save says Error al guardar la configuración and keeps what was typed', async () => {
    const { dataProvider } = withSettings({ putSingleton: vi.fn().mockRejectedValue(new HttpError('down', 500)) });
    renderApp('owner', { path: 'settings', dataProvider });
    fireEvent.change(await screen.findByLabelText(/Nombre del sitio/), { target: { value: 'Nuevo nombre' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
    expect(await screen.findByText('Error al guardar la configuración')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre del sitio/)).toHaveValue('Nuevo nombre');
  });

  it(
    'SET-06 SET-07 the logo upload takes an image and shows it; the favicon offers PNG or icon files; a ' +
      'refused file says why',
    async () => {
      const { dataProvider, putSingleton } = withSettings();
      renderApp('owner', { path: 'settings', dataProvider });
      const logo = await screen.findByLabelText('Logo');
      expect(logo).toHaveAttribute('accept', expect.stringContaining('image/png'));
      expect(screen.getByLabelText('Favicon')).toHaveAttribute(
        'accept',
        'image/png,image/x-icon,image/vnd.microsoft.icon',
      );
      fireEvent.change(logo, { target: { files: [new File(['x'], 'notas.txt', { type: 'text/plain' })] } });
      expect(await screen.findByText('Este archivo no se admite aquí; usa JPEG, PNG, WEBP, GIF')).toBeInTheDocument();
      fireEvent.change(logo, {
        target: { files: [new File([new Uint8Array(10)], 'logo-nuevo.png', { type: 'image/png' })] },
      });
      const preview = await screen.findByRole('img', { name: 'Vista previa' });
      expect(preview.getAttribute('src')).toMatch(/^\/media\/uploaded-\d+-logo-nuevo\.png$/);
      fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]);
      await waitFor(() =>
        expect(putSingleton).toHaveBeenCalledWith(
          'header-settings',
          expect.objectContaining({ logo: preview.getAttribute('src') }),
        ),
      );
    },
  );

  it('SET-07 a JPEG dropped on the favicon is refused before any upload: PNG or ICO only', async () => {
    const uploadImage = vi.fn();
    const { dataProvider } = withSettings({ uploadImage });
    renderApp('owner', { path: 'settings', dataProvider });
    const favicon = await screen.findByLabelText('Favicon');
    fireEvent.change(favicon, {
      target: { files: [new File([new Uint8Array(10)], 'icono.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText('Este archivo no se admite aquí; usa PNG, ICO')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('SET-09 the settings are read once within 5 seconds; a save drops the kept read', async () => {
    const { createDataProvider } = await import('../../../src/admin/providers/dataProvider');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify({ ...stored }), { status: 200 }));
    const provider = createDataProvider();
    await provider.getSingleton('header-settings');
    await provider.getSingleton('header-settings');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await provider.putSingleton('header-settings', stored);
    await provider.getSingleton('header-settings');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockRestore();
  });
});
