import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { menuFor } from '../../../src/admin/layout/menuItems';

afterEach(() => localStorage.clear());

describe('Permisos', () => {
  it(
    'STAFF the owner sees both grants off on a new install and saves the bookings for the secretary with the ' +
      'version read',
    async () => {
      const base = fakeDataProvider() as unknown as {
        putSingleton(name: string, data: Record<string, unknown>): Promise<{ data: Record<string, unknown> }>;
      };
      const putSingleton = vi.fn((name: string, data: Record<string, unknown>) => base.putSingleton(name, data));
      renderApp('owner', { path: 'permisos', dataProvider: fakeDataProvider({ putSingleton }) });
      const bookings = await screen.findByRole('switch', { name: 'Reservas' });
      const money = screen.getByRole('switch', { name: 'Dinero' });
      await waitFor(() => expect(bookings).toBeEnabled());
      expect(bookings).not.toBeChecked();
      expect(money).not.toBeChecked();
      const save = screen.getByRole('button', { name: 'Guardar permisos' });
      expect(save).toBeDisabled();
      fireEvent.click(bookings);
      expect(save).toBeEnabled();
      fireEvent.click(save);
      await screen.findByText('Permisos guardados');
      expect(putSingleton).toHaveBeenCalledWith('staff-permissions', {
        secretary_bookings: true,
        secretary_money: false,
        version: 0,
      });
      await waitFor(() => expect(save).toBeDisabled());
    },
  );

  it('STAFF a save refused because the grants changed elsewhere says so, keeping the choice', async () => {
    const putSingleton = vi.fn(() => Promise.reject(new HttpError('Conflict', 409, { code: 'conflict' })));
    renderApp('owner', { path: 'permisos', dataProvider: fakeDataProvider({ putSingleton }) });
    const money = await screen.findByRole('switch', { name: 'Dinero' });
    await waitFor(() => expect(money).toBeEnabled());
    fireEvent.click(money);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar permisos' }));
    await waitFor(() => expect(putSingleton).toHaveBeenCalled());
    expect(money).toBeChecked();
    expect(screen.queryByText('Permisos guardados')).not.toBeInTheDocument();
  });

  it('STAFF the secretary has no Permisos, and her menu gains Reservas only once granted', () => {
    expect(menuFor('owner').map(({ to }) => to)).toContain('permisos');
    const secretary = menuFor('secretary').map(({ to }) => to);
    expect(secretary).not.toContain('permisos');
    expect(secretary).not.toContain('reservas');
    const granted = menuFor('secretary', { secretary_bookings: true, secretary_money: false }).map(({ to }) => to);
    expect(granted).toContain('reservas');
    expect(granted).not.toContain('users');
    expect(granted).not.toContain('activity');
  });
});
