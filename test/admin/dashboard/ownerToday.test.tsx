import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import type { OwnerTodayMethods } from '../../../src/admin/providers/ownerTodayMethods';

afterEach(() => localStorage.clear());

describe('owner dashboard: what needs me today', () => {
  it('shows the four counts, each a link to its list already filtered', async () => {
    const provider = fakeDataProvider() as ReturnType<typeof fakeDataProvider> & OwnerTodayMethods;
    const { data } = await provider.getOwnerToday();
    const { router } = renderApp('owner', { path: '', dataProvider: provider });
    const row = await screen.findByRole('region', { name: 'Lo que necesita tu atención hoy' });
    await waitFor(() =>
      expect(within(row).getByTestId('today-new_reservations')).toHaveTextContent(String(data.new_reservations)),
    );
    expect(within(row).getByTestId('today-unread_messages')).toHaveTextContent(String(data.unread_messages));
    expect(within(row).getByTestId('today-expiring_ads')).toHaveTextContent(String(data.expiring_ads));
    expect(within(row).getByTestId('today-pending_listings')).toHaveTextContent(String(data.pending_listings));
    expect(data.expiring_ads).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'Anuncios que vencen en 7 días' })).toHaveAttribute(
      'href',
      '/ep-control/dueno/advertisement-expiration',
    );
    expect(within(row).getByRole('link', { name: 'Mensajes sin leer' })).toHaveAttribute(
      'href',
      `/ep-control/dueno/contact?filter=${encodeURIComponent('{"leido":false}')}`,
    );
    fireEvent.click(within(row).getByRole('link', { name: 'Reservas nuevas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ep-control/dueno/reservas'));
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filter') ?? '{}')).toEqual({
      estado: 'nueva',
    });
  });

  it('is not on the secretary’s dashboard', async () => {
    renderApp('secretary', { path: '' });
    await screen.findByRole('heading', { name: 'Dashboard', level: 5 });
    expect(screen.queryByRole('region', { name: 'Lo que necesita tu atención hoy' })).toBeNull();
  });
});
