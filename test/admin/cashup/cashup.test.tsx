import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { cashupTotals, type Cashup, type CashupLine } from '../../../src/domain/cashup';
import { menuFor } from '../../../src/admin/layout/menuItems';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

afterEach(() => localStorage.clear());

const line = (id: number, overrides: Partial<CashupLine>): CashupLine => ({
  id,
  date: '2026-12-01',
  reservation_id: 10 + id,
  guest: 'Ada Lovelace',
  tour: '27 Damajagua Waterfalls',
  method: 'cash',
  kind: 'payment',
  amount: 50,
  reference: '',
  recorded_by: 'dueno',
  ...overrides,
});

const sheet = (from: string, to: string, lines: CashupLine[]): Cashup => ({
  from,
  to,
  lines,
  ...cashupTotals(
    lines.map(({ method, kind, recorded_by, amount }) => ({
      method,
      kind,
      recorded_by,
      count: 1,
      cents: amount * 100,
    })),
  ),
});

describe('the cash-up (Caja)', () => {
  it(
    'MONEY shows the day’s cash to hand over, totals by method and recorder, the lines with names and booking ' +
      'references, and exports them',
    async () => {
      const getCashup = vi.fn(async (from: string, to: string) => ({
        data: sheet(from, to, [
          line(1, { amount: 80 }),
          line(2, { method: 'card', amount: 120, guest: 'Grace Hopper', recorded_by: 'secretaria' }),
          line(3, { kind: 'refund', amount: 15, guest: '=cmd()' }),
        ]),
      }));
      renderApp('owner', { path: 'caja?from=2026-12-01&to=2026-12-01', dataProvider: fakeDataProvider({ getCashup }) });
      expect(await screen.findByTestId('cash-to-hand-over')).toHaveTextContent('$65.00');
      expect(getCashup).toHaveBeenCalledWith('2026-12-01', '2026-12-01');
      const byMethod = screen.getByRole('table', { name: 'Por forma de pago' });
      expect(
        within(byMethod).getByRole('row', { name: /^Efectivo 2 \$80\.00 \$15\.00 \$65\.00$/ }),
      ).toBeInTheDocument();
      expect(
        within(byMethod).getByRole('row', { name: /^Tarjeta 1 \$120\.00 \$0\.00 \$120\.00$/ }),
      ).toBeInTheDocument();
      expect(within(byMethod).getByRole('row', { name: /^Total 3 \$200\.00 \$15\.00 \$185\.00$/ })).toBeInTheDocument();
      const byRecorder = screen.getByRole('table', { name: 'Por quién lo registró' });
      expect(within(byRecorder).getByRole('row', { name: /^secretaria 1 \$120\.00/ })).toBeInTheDocument();
      const lines = screen.getByRole('table', { name: 'Pagos y reembolsos' });
      expect(
        within(lines).getByRole('row', { name: /EP-000012.*Grace Hopper.*Tarjeta.*Pago.*secretaria.*\$120\.00/ }),
      ).toBeInTheDocument();
      expect(within(lines).getByRole('row', { name: /Reembolso.*-\$15\.00/ })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      const [csv, name] = vi.mocked(downloadCSV).mock.calls[0];
      expect(name).toBe('caja-2026-12-01');
      expect(csv.split('\r\n')[0]).toBe(
        '\uFEFFFecha,Reserva,Cliente,Tour,Forma de pago,Tipo,Importe,Referencia,Registrado por',
      );
      expect(csv).toContain('2026-12-01,EP-000012,Grace Hopper,27 Damajagua Waterfalls,Tarjeta,Pago,120,,secretaria');
      // A guest's name that a spreadsheet would run opens as text; a refund is money going out.
      expect(csv).toContain("'=cmd(),27 Damajagua Waterfalls,Efectivo,Reembolso,-15,,dueno");
    },
  );

  it(
    'MONEY a range is asked of the server; a range backwards says so and asks nothing; an empty ' + 'day says so',
    async () => {
      const getCashup = vi.fn(async (from: string, to: string) => ({ data: sheet(from, to, []) }));
      renderApp('owner', { path: 'caja?from=2026-12-01&to=2026-12-07', dataProvider: fakeDataProvider({ getCashup }) });
      expect(await screen.findByText('No hay pagos ni reembolsos en estas fechas.')).toBeInTheDocument();
      expect(getCashup).toHaveBeenCalledWith('2026-12-01', '2026-12-07');
      expect(screen.getByTestId('cash-to-hand-over')).toHaveTextContent('$0.00');
      fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-11-20' } });
      expect(await screen.findByText('«Hasta» no puede ser anterior a «Desde»')).toBeInTheDocument();
      await waitFor(() => expect(getCashup).toHaveBeenCalledTimes(1));
    },
  );

  it(
    'MONEY SHELL-15 Caja sits after the spec’s items and the run’s tables in the owner’s menu, not in the ' +
      'secretary’s',
    () => {
      const owner = menuFor('owner').map(({ to }) => to);
      expect(owner.indexOf('caja')).toBeGreaterThan(owner.indexOf('advertising-plans'));
      expect(owner.indexOf('caja')).toBeGreaterThan(owner.indexOf('transfer-zones'));
      expect(menuFor('secretary').map(({ to }) => to)).not.toContain('caja');
    },
  );
});
