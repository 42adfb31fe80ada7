import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { cashupTotals } from '../../../src/domain/cashup';

afterEach(() => localStorage.clear());

const withCashup = () => {
  const getCashup = vi.fn(async (from: string, to: string) => ({ data: { from, to, lines: [], ...cashupTotals([]) } }));
  return { getCashup, dataProvider: fakeDataProvider({ getCashup }) };
};

describe('the day’s payments at /payments', () => {
  it(
    'MONEY the owner at /ep-control/dueno/payments lands on Caja, the day’s payments, with the ' + 'address it is at',
    async () => {
      const { getCashup, dataProvider } = withCashup();
      const { router } = renderApp('owner', { path: 'payments', dataProvider });
      expect(await screen.findByTestId('cash-to-hand-over')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/ep-control/dueno/caja');
      expect(getCashup).toHaveBeenCalled();
      expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
    },
  );

  it('MONEY a range asked at /payments is the range Caja shows', async () => {
    const { getCashup, dataProvider } = withCashup();
    const { router } = renderApp('owner', { path: 'payments?from=2026-12-01&to=2026-12-02', dataProvider });
    await waitFor(() => expect(getCashup).toHaveBeenCalledWith('2026-12-01', '2026-12-02'));
    expect(router.state.location.search).toBe('?from=2026-12-01&to=2026-12-02');
  });

  it('MONEY the secretary the owner granted the money lands on Caja too', async () => {
    const { dataProvider } = withCashup();
    const { router } = renderApp('secretary', {
      path: 'payments',
      dataProvider,
      grants: { secretary_bookings: true, secretary_money: true },
    });
    expect(await screen.findByTestId('cash-to-hand-over')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ep-control/secretaria/caja');
  });

  it('MONEY SHELL-01 a secretary without the money is told the address does not exist, and stays at it', async () => {
    const { getCashup, dataProvider } = withCashup();
    const { router } = renderApp('secretary', {
      path: 'payments',
      dataProvider,
      grants: { secretary_bookings: true, secretary_money: false },
    });
    expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ep-control/secretaria/payments');
    expect(getCashup).not.toHaveBeenCalled();
  });

  it(
    'MONEY SHELL-01 a payment’s own address (/payments/5) is still not found: only the list’s address means ' +
      'the day’s payments',
    async () => {
      renderApp('owner', { path: 'payments/5' });
      expect(await screen.findByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeInTheDocument();
    },
  );
});
