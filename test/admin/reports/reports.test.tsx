import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadCSV, HttpError } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import type { Reports, ReportsQuery } from '../../../src/domain/reports';
import { menuFor } from '../../../src/admin/layout/menuItems';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

afterEach(() => localStorage.clear());

const report = ({ from, to, group }: Pick<ReportsQuery, 'from' | 'to' | 'group'>): Reports => ({
  from,
  to,
  group,
  revenue_by_period: [
    { key: '2026-11', received: 1200, refunded: 50, net: 1150 },
    { key: '2026-12', received: 300.1, refunded: 0, net: 300.1 },
  ],
  revenue_by_tour: [{ key: '1', name: '27 Damajagua Waterfalls', received: 900, refunded: 50, net: 850 }],
  revenue_by_channel: [
    { key: 'hotel', received: 700, refunded: 0, net: 700 },
    { key: 'walk_in', received: 150, refunded: 50, net: 100 },
  ],
  revenue_by_partner: [
    { key: '3', name: 'Hotel Casa Colonial', received: 700, refunded: 0, net: 700 },
    { key: '', name: '', received: 150, refunded: 50, net: 100 },
  ],
  activity: [
    { period: '2026-11', bookings: 40, people: 110, cancelled: 4, no_shows: 3, no_show_rate: 0.0833 },
    { period: '2026-12', bookings: 10, people: 25, cancelled: 0, no_shows: 0, no_show_rate: 0 },
  ],
  owed: { overdue: 240, overdue_bookings: 3, upcoming: 1890.5, upcoming_bookings: 21 },
});

describe('the reports (Informes)', () => {
  it(
    'MONEY PARTNER shows what is owed split overdue and upcoming, each report (by partner too) as a table in ' +
      'words with its CSV, and regroups by day',
    async () => {
      const getReports = vi.fn(async (params: ReportsQuery) => ({ data: report(params) }));
      renderApp('owner', {
        path: 'informes?from=2026-11-01&to=2026-12-31&group=month',
        dataProvider: fakeDataProvider({ getReports }),
      });
      expect(await screen.findByText('$240.00')).toBeInTheDocument();
      expect(getReports).toHaveBeenCalledWith(
        expect.objectContaining({ from: '2026-11-01', to: '2026-12-31', group: 'month' }),
      );
      expect(screen.getByText('3 reservas')).toBeInTheDocument();
      expect(screen.getByText('$1,890.50')).toBeInTheDocument();
      const byPeriod = screen.getByRole('table', { name: 'Cobrado por periodo (fecha de cobro)' });
      expect(within(byPeriod).getByRole('row', { name: '2026-11 $1,200.00 $50.00 $1,150.00' })).toBeInTheDocument();
      const byChannel = screen.getByRole('table', { name: 'Cobrado por canal' });
      expect(within(byChannel).getByRole('row', { name: 'Hotel $700.00 $0.00 $700.00' })).toBeInTheDocument();
      expect(within(byChannel).getByRole('row', { name: 'En persona $150.00 $50.00 $100.00' })).toBeInTheDocument();
      const byPartner = screen.getByRole('table', { name: 'Cobrado por socio' });
      expect(
        within(byPartner).getByRole('row', { name: 'Hotel Casa Colonial $700.00 $0.00 $700.00' }),
      ).toBeInTheDocument();
      expect(within(byPartner).getByRole('row', { name: '(sin socio) $150.00 $50.00 $100.00' })).toBeInTheDocument();
      const activity = screen.getByRole('table', { name: 'Reservas por periodo (fecha del viaje)' });
      expect(within(activity).getByRole('row', { name: '2026-11 40 110 4 3 8.3 %' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'CSV Cobrado por canal' }));
      const [csv, name] = vi.mocked(downloadCSV).mock.calls[0];
      expect(name).toBe('revenue-channel-2026-11-01_2026-12-31');
      expect(csv.split('\r\n')).toEqual([
        '\uFEFFCanal,Cobrado,Reembolsado,Neto',
        'Hotel,700,0,700',
        'En persona,150,50,100',
      ]);

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agrupar por' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Día' }));
      await waitFor(() => expect(getReports).toHaveBeenLastCalledWith(expect.objectContaining({ group: 'day' })));
    },
  );

  it('MONEY a failed load says so; Informes is in the owner’s menu and not the secretary’s', async () => {
    const getReports = vi.fn(async () => Promise.reject(new HttpError('boom', 500)));
    renderApp('owner', { path: 'informes', dataProvider: fakeDataProvider({ getReports }) });
    expect(await screen.findByText('No se pudieron cargar los informes. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(menuFor('owner').map(({ to }) => to)).toContain('informes');
    expect(menuFor('secretary').map(({ to }) => to)).not.toContain('informes');
  });
});
