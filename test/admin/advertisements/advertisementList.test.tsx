import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { advertisementDemo } from '../../../src/server/seed/advertisementDemo';
import type { AdvertisementMethods } from '../../../src/admin/providers/advertisementMethods';
import type { SeedOf } from '../../../src/domain/resource';
import type { advertisementsResource } from '../../../src/domain/advertisements';

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

// Several steps each wait up to 15 s: a loaded CI machine took the search-and-filter test past 20 s once.
describe('Advertising Management', () => {
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
