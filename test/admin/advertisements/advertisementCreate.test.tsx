import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import type { AdvertisementMethods } from '../../../src/admin/providers/advertisementMethods';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

type Provider = ReturnType<typeof fakeDataProvider> & AdvertisementMethods;

const open = async (createAdvertisement?: AdvertisementMethods['createAdvertisement']) => {
  const provider = fakeDataProvider() as Provider;
  const create = vi.fn(createAdvertisement ?? provider.createAdvertisement);
  renderApp('owner', { path: 'advertising/create', dataProvider: { ...provider, createAdvertisement: create } });
  await screen.findByRole('heading', { name: 'Create New Advertisement', level: 5 });
  return create;
};

const choose = async (item: string, plan: string) => {
  fireEvent.click(await screen.findByRole('radio', { name: item }));
  fireEvent.click(await screen.findByRole('radio', { name: plan }));
};

describe('Create advertisement', () => {
  it('ADS-26 three steps: item type, an item of that type, a plan', async () => {
    await open();
    expect(screen.getByRole('region', { name: 'Selecciona el tipo de artículo' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Oceanfront Villa in Sosúa' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Vehículo' }));
    expect(await screen.findByRole('region', { name: 'Elige un vehículo' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Toyota RAV4 2021' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Oceanfront Villa in Sosúa' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Elige un plan' }))
        .getAllByRole('radio')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Free', 'Basic', 'Featured', 'Premium']);
  });

  it("ADS-29 plan cards are badged 'Premium', 'Featured' or 'Basic'", async () => {
    await open();
    const badgeOf = async (plan: string) =>
      within(await screen.findByRole('radio', { name: plan }))
        .getAllByText(/^(Premium|Featured|Basic)$/)
        .at(-1)?.textContent;
    expect(await badgeOf('Premium')).toBe('Premium');
    expect(await badgeOf('Featured')).toBe('Featured');
    expect(await badgeOf('Basic')).toBe('Basic');
    expect(await badgeOf('Free')).toBe('Basic');
  });

  it(
    "ADS-27 ADS-28 ADS-30 the summary says 'Status: Will be created as active', needs no payment, and Create " +
      'waits for item and plan',
    async () => {
      await open();
      expect(screen.getByText('Status: Will be created as active')).toBeInTheDocument();
      expect(screen.getByText(/no hace falta pagar ahora/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Pagar con tarjeta/ })).toBeDisabled();
      const create = screen.getByRole('button', { name: 'Crear anuncio' });
      expect(create).toBeDisabled();
      fireEvent.click(await screen.findByRole('radio', { name: 'Premium' }));
      expect(create).toBeDisabled();
      fireEvent.click(await screen.findByRole('radio', { name: 'Family Apartment in Puerto Plata' }));
      expect(create).toBeEnabled();
    },
  );

  it(
    "ADS-33 ADS-34 creates the ad for the chosen item and plan, says 'Advertisement created successfully!' and " +
      'resets the choices',
    async () => {
      const create = await open();
      await choose('Family Apartment in Puerto Plata', 'Featured');
      expect(screen.getByText('Propiedad: Family Apartment in Puerto Plata')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Crear anuncio' }));
      expect(await screen.findByText('Advertisement created successfully!')).toBeInTheDocument();
      expect(create).toHaveBeenCalledWith({ item_type: 'property', item_id: 6, plan_id: 3 });
      expect(screen.getByRole('radio', { name: 'Family Apartment in Puerto Plata' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      expect(screen.getByRole('radio', { name: 'Featured' })).toHaveAttribute('aria-checked', 'false');
      expect(screen.getByRole('button', { name: 'Crear anuncio' })).toBeDisabled();
    },
  );

  it("ADS-35 a refusal shows 'Error creating advertisement: ' and the server's error", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(() =>
      Promise.reject(
        new HttpError('Este artículo ya tiene un anuncio activo', 400, {
          error: 'Este artículo ya tiene un anuncio activo',
        }),
      ),
    );
    await choose('Oceanfront Villa in Sosúa', 'Basic');
    fireEvent.click(screen.getByRole('button', { name: 'Crear anuncio' }));
    expect(
      await screen.findByText('Error creating advertisement: Este artículo ya tiene un anuncio activo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Oceanfront Villa in Sosúa' })).toHaveAttribute('aria-checked', 'true');
  });

  it("ADS-32 a plan the server no longer finds shows the alert 'Selected plan not found' alone", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(() =>
      Promise.reject(
        new HttpError('Selected plan not found', 400, { error: 'Selected plan not found', code: 'plan_not_found' }),
      ),
    );
    await choose('Oceanfront Villa in Sosúa', 'Basic');
    fireEvent.click(screen.getByRole('button', { name: 'Crear anuncio' }));
    expect(await screen.findByText('Selected plan not found')).toBeInTheDocument();
    expect(screen.queryByText(/Error creating advertisement/)).toBeNull();
  });

  it(
    "ADS-35 an answer without its own reason shows 'Error creating advertisement: Unknown error', not the HTTP " +
      'status text',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await open(() => Promise.reject(new HttpError('Internal Server Error', 500, {})));
      await choose('Oceanfront Villa in Sosúa', 'Basic');
      fireEvent.click(screen.getByRole('button', { name: 'Crear anuncio' }));
      expect(await screen.findByText('Error creating advertisement: Unknown error')).toBeInTheDocument();
    },
  );

  it("ADS-36 a call that gets no answer shows 'Error creating advertisement'", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open(() => Promise.reject(new HttpError('Error de conexión', 0, {})));
    await choose('Oceanfront Villa in Sosúa', 'Basic');
    fireEvent.click(screen.getByRole('button', { name: 'Crear anuncio' }));
    await waitFor(() => expect(screen.getByText('Error creating advertisement')).toBeInTheDocument());
  });
});

describe('Create advertisement prices', () => {
  it('ADS-26 MONEY an item card shows its price as money ($98,500.00), not the bare number ($98500)', async () => {
    await open();
    const card = await screen.findByRole('radio', { name: 'Oceanfront Villa in Sosúa' });
    expect(card.textContent).toMatch(/\$\d{1,3}(,\d{3})+\.\d{2}/);
    expect(card.textContent).not.toMatch(/\$\d{4,}/);
  });
});
