import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import type { AdvertisementMethods } from '../../../src/admin/providers/advertisementMethods';
import { advertisementDemo } from '../../../src/server/seed/advertisementDemo';
import type { SeedOf } from '../../../src/domain/resource';
import type { advertisementsResource } from '../../../src/domain/advertisements';

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

describe('Advertising plans', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  const card = (name: string) => screen.findByRole('article', { name });

  it('PLAN-01 the plans are a grid of cards, cheapest first', async () => {
    renderApp('owner', { path: 'advertising-plans' });
    await card('Premium');
    expect(
      within(screen.getByTestId('plan-grid'))
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Free', 'Basic', 'Featured', 'Premium']);
    expect(within(await card('Basic')).getByText('$9.99')).toBeInTheDocument();
  });

  it("PLAN-02 PLAN-11 a plan is edited in its card; saving says 'Plan updated successfully!'", async () => {
    const provider = fakeDataProvider();
    const update = vi.fn(provider.update);
    renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, update } });
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
    const price = await screen.findByLabelText(/^Precio \(USD\)/);
    expect(price).toHaveAttribute('step', '0.01');
    fireEvent.change(price, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Plan updated successfully!')).toBeInTheDocument();
    expect(update.mock.calls[0][0]).toBe('advertising-plans');
    expect(update.mock.calls[0][1]).toMatchObject({ id: 2, data: { price_usd: 12.5, version: 1 } });
    expect(within(await card('Basic')).getByText('$12.50')).toBeInTheDocument();
  });

  it(
    'PLAN-11 STAFF the inline edit keeps room for every number label: its fields wrap rather ' + 'than cut them',
    async () => {
      renderApp('owner', { path: 'advertising-plans' });
      fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
      for (const label of [/^Precio \(USD\)/, /^Duración \(días\)/, /^Máximo de fotos/, /^Días destacado/]) {
        let row: HTMLElement | null = await screen.findByLabelText(label);
        while (row && getComputedStyle(row).display !== 'grid') row = row.parentElement;
        expect(row, String(label)).not.toBeNull();
        expect(getComputedStyle(row!).gridTemplateColumns).toBe('repeat(auto-fit, minmax(11rem, 1fr))');
      }
    },
  );

  it("PLAN-11 a failed update says 'Error updating plan' and keeps the form with what was typed", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ update }) });
    fireEvent.click(within(await card('Basic')).getByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Basic plus' } });
    fireEvent.click(screen.getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Error updating plan')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Basic plus');
  });

  it(
    "PLAN-04 PLAN-06 PLAN-07 PLAN-08 PLAN-09 PLAN-10 PLAN-12 'Add New Plan' opens a modal with the defaults; " +
      "saving says 'Plan created successfully!'",
    async () => {
      const provider = fakeDataProvider();
      const create = vi.fn(provider.create);
      renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, create } });
      await card('Free');
      fireEvent.click(screen.getByRole('button', { name: 'Add New Plan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
      expect(within(dialog).getByLabelText('Duración (días) *')).toHaveValue(30);
      expect(within(dialog).getByLabelText('Precio (USD) *')).toHaveValue(0);
      expect(within(dialog).getByLabelText('Máximo de fotos *')).toHaveValue(5);
      expect(within(dialog).getByLabelText('Tasa de éxito')).toHaveValue('Standard visibility');
      expect(within(dialog).getByLabelText('Active')).toBeChecked();
      fireEvent.change(within(dialog).getByLabelText('Name *'), { target: { value: 'Weekend' } });
      fireEvent.click(within(dialog).getByRole('button', { name: /Guardar|Save/ }));
      expect(await screen.findByText('Plan created successfully!')).toBeInTheDocument();
      expect(create.mock.calls[0][1].data).toMatchObject({
        name: 'Weekend',
        duration_days: 30,
        price_usd: 0,
        max_photos: 5,
        success_rate: 'Standard visibility',
        is_active: true,
      });
      expect(await card('Weekend')).toBeInTheDocument();
    },
  );

  it("PLAN-12 a failed create says 'Error creating plan'", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ create }) });
    await card('Free');
    fireEvent.click(screen.getByRole('button', { name: 'Add New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
    fireEvent.change(within(dialog).getByLabelText('Name *'), { target: { value: 'Weekend' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Guardar|Save/ }));
    expect(await screen.findByText('Error creating plan')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name *')).toHaveValue('Weekend');
  });

  it(
    "PLAN-03 PLAN-13 Delete asks 'Are you sure you want to delete this plan?' and then says 'Plan deleted " +
      "successfully!'",
    async () => {
      const provider = fakeDataProvider();
      const remove = vi.fn(provider.delete);
      renderApp('owner', { path: 'advertising-plans', dataProvider: { ...provider, delete: remove } });
      fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Are you sure you want to delete this plan?')).toBeInTheDocument();
      expect(remove).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
      expect(await screen.findByText('Plan deleted successfully!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Featured' })).toBeNull());
    },
  );

  it(
    'PLAN-13 STAFF deleting a plan active ads use names the plan and says how many ads, before ' + 'confirming',
    async () => {
      const provider = fakeDataProvider();
      const { total } = await provider.getList('advertising', {
        filter: { plan_id: 3, status: 'active' },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      });
      expect(total).toBeGreaterThan(0);
      renderApp('owner', { path: 'advertising-plans', dataProvider: provider });
      fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar «Featured»' });
      const warning = total === 1 ? '1 anuncio activo usa este plan' : `${total} anuncios activos usan este plan`;
      expect(await within(dialog).findByText(new RegExp(warning))).toBeInTheDocument();
      fireEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
      fireEvent.click(within(await card('Free')).getByRole('button', { name: 'Delete' }));
      const unused = await screen.findByRole('dialog', { name: 'Eliminar «Free»' });
      expect(within(unused).getByText('Are you sure you want to delete this plan?')).toBeInTheDocument();
      await waitFor(() => expect(within(unused).queryByText(/usan? este plan/)).toBeNull());
    },
  );

  it("PLAN-13 a failed delete says 'Error deleting plan'", async () => {
    // react-admin logs a failed call to the console; the screen's message is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = vi.fn().mockRejectedValue(new HttpError('boom', 500, {}));
    renderApp('owner', { path: 'advertising-plans', dataProvider: fakeDataProvider({ delete: remove }) });
    fireEvent.click(within(await card('Featured')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('Error deleting plan')).toBeInTheDocument();
    expect(await card('Featured')).toBeInTheDocument();
  });
});

// Several steps each wait up to 15 s: a loaded CI machine took the search-and-filter test past 20 s once.
describe('Advertising Management', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  const DAY = 86_400_000;
  const demoAds = () => advertisementDemo().advertising;
  const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

  /** `count` ads named 'Ad 001'…, ending one day apart. */
  const manyAds = (count: number): SeedOf<typeof advertisementsResource>[] =>
    Array.from({ length: count }, (_, index) => ({
      ...demoAds()[0],
      title: `Ad ${String(index + 1).padStart(3, '0')}`,
      end_date: new Date(Date.now() + (index + 1) * DAY).toISOString(),
    }));

  it("ADS-01 ADS-02 ADS-10 ADS-20 title, the five stat cards, the table's columns and the two buttons", async () => {
    renderApp('owner', { path: 'advertising' });
    expect(await screen.findByRole('heading', { name: 'Advertising Management', level: 5 })).toBeInTheDocument();
    for (const card of ['Total Ads', 'Active Ads', 'Premium Ads', 'Total Revenue', 'Expiring Soon'])
      expect(screen.getByText(card)).toBeInTheDocument();
    await rowOf('Toyota RAV4 2021');
    for (const header of ['Item', 'Plan', 'Status', 'Payment', 'Expires', 'Actions'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create New Advertisement' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/advertising/create',
    );
  });

  it(
    'ADS-02 ADS-03 ADS-04 the cards show the counts; Total Revenue sums the plan prices of paid ads, with what ' +
      'is pending beside it',
    async () => {
      const running = {
        ...demoAds()[0],
        status: 'active' as const,
        end_date: new Date(Date.now() + 5 * DAY).toISOString(),
      };
      const priced = (
        title: string,
        price_usd: number,
        status: 'active' | 'cancelled',
        payment_status: 'paid' | 'pending' | 'refunded',
      ) => ({
        ...running,
        title,
        status,
        payment_status,
        plan: { ...running.plan, price_usd },
      });
      const ads = [
        priced('Paid one', 10, 'active', 'paid'),
        priced('Paid two', 5.5, 'active', 'paid'),
        priced('Owed', 20, 'active', 'pending'),
        priced('Refunded', 40, 'cancelled', 'refunded'),
        priced('Cancelled unpaid', 80, 'cancelled', 'pending'),
      ];
      renderApp('owner', { path: 'advertising', dataProvider: fakeDataProvider({}, { advertising: ads }) });
      await waitFor(() => expect(screen.getByLabelText('Total Ads')).toHaveTextContent('5'));
      expect(screen.getByLabelText('Total Revenue')).toHaveTextContent('$15.50');
      expect(screen.getByLabelText('Ingresos pendientes')).toHaveTextContent('Pendiente: $20.00');
    },
  );

  it('ADS-02 ADS-04 the cards count the demo ads', async () => {
    renderApp('owner', { path: 'advertising' });
    const ads = demoAds();
    await waitFor(() => expect(screen.getByLabelText('Total Ads')).toHaveTextContent(String(ads.length)));
    expect(screen.getByLabelText('Premium Ads')).toHaveTextContent(String(ads.filter((ad) => ad.is_premium).length));
    expect(Number(screen.getByLabelText('Expiring Soon').textContent)).toBeGreaterThan(0);
  });

  it(
    "ADS-21 ADS-22 ADS-17 expiry reads '{n}d left', 'Expired' or 'No expiration'; free plans " + "read 'Free'",
    async () => {
      renderApp('owner', { path: 'advertising' });
      expect(within(await rowOf('Land for sale in Montellano')).getByText('No expiration')).toBeInTheDocument();
      const ended = await rowOf('Hillside Villa with Pool, Sosúa');
      expect(within(ended).getAllByText('Expired')).toHaveLength(2);
      expect(within(await rowOf('Toyota RAV4 2021')).getByText('6d left')).toBeInTheDocument();
      expect(within((await rowOf('Honda Civic 2019')).querySelectorAll('td')[3]).getByText('Free')).toBeInTheDocument();
      expect(within(await rowOf('Jeep Wrangler 4x4 Rental')).getByText('Reembolsado')).toBeInTheDocument();
    },
  );

  it('ADS-06 ADS-07 ADS-08 ADS-09 search, status, type and sort ask the list for them', async () => {
    const base = fakeDataProvider();
    const getList = vi.fn(base.getList);
    renderApp('owner', { path: 'advertising', dataProvider: fakeDataProvider({ getList }) });
    const search = await screen.findByPlaceholderText('Search by title or plan...');
    fireEvent.change(search, { target: { value: 'RAV4' } });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('advertising', expect.objectContaining({ filter: { q: 'RAV4' } })),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['Todos los estados', 'Active', 'Expired', 'Cancelled']);
    fireEvent.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'advertising',
        expect.objectContaining({ filter: { q: 'RAV4', status: 'expired' } }),
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos los tipos', 'Propiedad', 'Vehículo']);
    fireEvent.click(screen.getByRole('option', { name: 'Vehículo' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'advertising',
        expect.objectContaining({ filter: { q: 'RAV4', status: 'expired', item_type: 'vehicle' } }),
      ),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar' }));
    const sorts = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sorts).toEqual(['Newest First', 'Oldest First', 'Title A-Z', 'Title Z-A', 'Expires Soon', 'Expires Later']);
    fireEvent.click(screen.getByRole('option', { name: 'Expires Soon' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'advertising',
        expect.objectContaining({ sort: { field: 'end_date', order: 'ASC' } }),
      ),
    );
  });

  it("ADS-11 ADS-12 ADS-13 20 a page, 'Showing x-y of n advertisements', at most 5 page buttons", async () => {
    const base = fakeDataProvider({}, { advertising: manyAds(130) });
    const getList = vi.fn(base.getList);
    renderApp('owner', {
      path: 'advertising',
      dataProvider: fakeDataProvider({ getList }, { advertising: manyAds(130) }),
    });
    expect(await screen.findByText('Showing 1-20 of 130 advertisements')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'advertising',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 } }),
    );
    const numbers = () =>
      within(screen.getByRole('navigation', { name: 'Paginación' }))
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    // react-admin scrolls to the top on a page change; jsdom has no scrolling.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('button', { name: '5' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'advertising',
        expect.objectContaining({ pagination: { page: 5, perPage: 20 } }),
      ),
    );
    expect(await screen.findByText('Showing 81-100 of 130 advertisements')).toBeInTheDocument();
    expect(numbers()).toEqual(['3', '4', '5', '6', '7']);
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Paginación' })).getByRole('button', { name: 'Next' }),
    );
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'advertising',
        expect.objectContaining({ pagination: { page: 6, perPage: 20 } }),
      ),
    );
    expect(await screen.findByText('Showing 101-120 of 130 advertisements')).toBeInTheDocument();
  });

  it('ADS-14 View opens the details modal', async () => {
    renderApp('owner', { path: 'advertising' });
    fireEvent.click(within(await rowOf('Oceanfront Villa in Sosúa')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del anuncio' });
    expect(within(dialog).getByText('Propiedad: Oceanfront Villa in Sosúa')).toBeInTheDocument();
    expect(within(dialog).getByText(/Premium \(Premium\)/)).toBeInTheDocument();
  });

  it(
    'ADS-15 Cancel is offered for active ads only and, once confirmed, sends {status: cancelled} with ' + 'the version',
    async () => {
      const provider = fakeDataProvider() as ReturnType<typeof fakeDataProvider> & AdvertisementMethods;
      const setAdvertisementStatus = vi.fn(provider.setAdvertisementStatus);
      renderApp('owner', { path: 'advertising', dataProvider: { ...provider, setAdvertisementStatus } });
      expect(within(await rowOf('Jeep Wrangler 4x4 Rental')).queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(
        within(await rowOf('Hillside Villa with Pool, Sosúa')).queryByRole('button', { name: 'Cancel' }),
      ).toBeNull();
      fireEvent.click(within(await rowOf('Toyota RAV4 2021')).getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText(/¿Cancelar el anuncio "Toyota RAV4 2021"\?/)).toBeInTheDocument();
      expect(setAdvertisementStatus).not.toHaveBeenCalled();
      // Issue 43: one button cancels the ad, the other goes back; neither is a bare 'Cancelar'.
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(setAdvertisementStatus).not.toHaveBeenCalled();
      fireEvent.click(within(await rowOf('Toyota RAV4 2021')).getByRole('button', { name: 'Cancel' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar anuncio' }));
      await waitFor(() => expect(setAdvertisementStatus).toHaveBeenCalledWith(3, { status: 'cancelled', version: 1 }));
      await waitFor(async () =>
        expect(within(await rowOf('Toyota RAV4 2021')).getByText('Cancelled')).toBeInTheDocument(),
      );
    },
  );

  it('ADS-16 Mark as Paid is offered while payment is pending and turns it paid', async () => {
    renderApp('owner', { path: 'advertising' });
    expect(within(await rowOf('Oceanfront Villa in Sosúa')).queryByRole('button', { name: 'Mark as Paid' })).toBeNull();
    const row = await rowOf('Kia Picanto Daily Rental');
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark as Paid' }));
    await waitFor(async () =>
      expect(within(await rowOf('Kia Picanto Daily Rental')).getByText('Pagado')).toBeInTheDocument(),
    );
    expect(within(await rowOf('Kia Picanto Daily Rental')).queryByRole('button', { name: 'Mark as Paid' })).toBeNull();
  });

  it("ADS-16 ADS-21 STAFF a cancelled ad counts no days left and offers no 'Mark as Paid'", async () => {
    const cancelled = {
      ...demoAds()[0],
      title: 'Cancelled before paying',
      status: 'cancelled' as const,
      payment_status: 'pending' as const,
      end_date: new Date(Date.now() + 5 * DAY).toISOString(),
    };
    renderApp('owner', { path: 'advertising', dataProvider: fakeDataProvider({}, { advertising: [cancelled] }) });
    const row = await rowOf('Cancelled before paying');
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).queryByText(/d left/)).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Mark as Paid' })).toBeNull();
  });

  it(
    "ADS-07 ADS-08 ADS-11 STAFF the filters read 'Todos los estados' and 'Todos los tipos' when unset; an " +
      'empty list shows no range',
    async () => {
      renderApp('owner', { path: 'advertising', dataProvider: fakeDataProvider({}, { advertising: [] }) });
      expect(await screen.findByText('No se encontraron anuncios.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Todos los estados');
      expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todos los tipos');
      expect(screen.queryByText(/^Showing /)).toBeNull();
    },
  );

  it('ADS-23 a failed list call is logged, not announced', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi.fn().mockRejectedValue(new HttpError('Server down', 500));
    renderApp('owner', { path: 'advertising', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(error).toHaveBeenCalled());
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error fetching advertisements', expect.any(HttpError)));
    expect(screen.queryByText('Server down')).toBeNull();
  });

  it('ADS-19 Expiration Monitor opens advertisement-expiration', async () => {
    const { router } = renderApp('owner', { path: 'advertising' });
    fireEvent.click(await screen.findByRole('link', { name: 'Expiration Monitor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/advertisement-expiration'));
  });
});

describe('Expiration Monitor', () => {
  afterEach(() => localStorage.clear());

  it('ADS-19 ADS-17 lists active ads ending within 7 days and ads already expired, each with days left', async () => {
    renderApp('owner', { path: 'advertisement-expiration' });
    const expiring = await screen.findByRole('region', { name: 'Vencen en los próximos 7 días' });
    expect(within(expiring).getByText('Toyota RAV4 2021')).toBeInTheDocument();
    expect(within(expiring).getByText('6d left')).toBeInTheDocument();
    expect(within(expiring).queryByText('Oceanfront Villa in Sosúa')).toBeNull();
    const expired = screen.getByRole('region', { name: 'Expired' });
    expect(within(expired).getByText('Hillside Villa with Pool, Sosúa')).toBeInTheDocument();
    expect(within(expired).getByText('Apartment near the Malecón, Puerto Plata')).toBeInTheDocument();
    expect(within(expired).getByText('Venció hace 1 día')).toBeInTheDocument();
  });
});
