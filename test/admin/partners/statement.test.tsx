import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadCSV } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { statementTotals, type PartnerStatement, type StatementBooking } from '../../../src/domain/partnerStatement';
import { menuFor } from '../../../src/admin/layout/menuItems';

vi.mock('react-admin', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-admin')>()),
  downloadCSV: vi.fn(),
}));

afterEach(() => localStorage.clear());

const booking = (id: number, overrides: Partial<StatementBooking>): StatementBooking => ({
  id,
  fecha: '2026-12-05',
  nombre: 'Ada Lovelace',
  tour: '27 Damajagua Waterfalls',
  agent: 'Conserje Ana',
  personas: 2,
  price_cents: 17000,
  commission_cents: 1700,
  settle: 'we_collect',
  ...overrides,
});

const statement = (bookings: StatementBooking[], settled = false): PartnerStatement => ({
  partner: {
    id: 3,
    name: 'Hotel Casa Colonial',
    email: 'desk@example.com',
    whatsapp: '+1 809 555 0190',
    phone: '',
    referral_code: 'casa-colonial',
  },
  from: '2026-12-01',
  to: '2026-12-31',
  bookings,
  totals: statementTotals(
    bookings.map(({ price_cents, personas, commission_cents, settle }) => ({
      price_cents,
      personas,
      commission_cents,
      settle,
    })),
  ),
  settlement: settled
    ? {
        id: 1,
        owed_by: 'us',
        amount_cents: 2550,
        note: 'Transferencia 0042',
        settled_by: 'dueno',
        settled_at: '2027-01-02T10:00:00Z',
      }
    : null,
});

const casaColonial = {
  id: 3,
  name: 'Hotel Casa Colonial',
  kind: 'hotel' as const,
  referral_code: 'casa-colonial',
  commission_kind: 'percent' as const,
  commission_percent: 10,
  settle_mode: 'we_collect' as const,
};

describe('the partner statement', () => {
  it(
    'PARTNER shows the period’s bookings, gross, commission and who owes whom; CSV, WhatsApp with the text, ' +
      'and mark settled',
    async () => {
      const lines = [
        booking(11, {}),
        booking(12, { nombre: 'Grace Hopper', price_cents: 8500, commission_cents: 850 }),
      ];
      const getPartnerStatement = vi.fn(async () => ({ data: statement(lines) }));
      const settlePartnerStatement = vi.fn(async () => ({ data: statement(lines, true) }));
      renderApp('owner', {
        path: 'partner-statements?partner=3&from=2026-12-01&to=2026-12-31',
        dataProvider: fakeDataProvider({ getPartnerStatement, settlePartnerStatement }, { partners: [casaColonial] }),
      });
      expect(await screen.findByTestId('statement-gross')).toHaveTextContent('$255.00');
      expect(getPartnerStatement).toHaveBeenCalledWith('3', '2026-12-01', '2026-12-31');
      expect(screen.getByTestId('statement-commission')).toHaveTextContent('$25.50');
      expect(screen.getByTestId('statement-owed')).toHaveTextContent('Debemos al socio $25.50');
      const table = screen.getByRole('table', { name: 'Estado de cuenta' });
      expect(within(table).getByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();
      const whatsapp = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
      expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Le debemos: $25.50');

      fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
      const [csv] = vi.mocked(downloadCSV).mock.calls[0];
      expect(csv.split('\r\n')[0]).toBe('\uFEFFFecha,Reserva,Cliente,Tour,Agente,Personas,Precio,Comisión,Cobra');
      expect(csv.split('\r\n')[1]).toBe(
        '2026-12-05,11,Ada Lovelace,27 Damajagua Waterfalls,Conserje Ana,2,170,17,Nosotros',
      );

      fireEvent.change(screen.getByLabelText('Nota (p. ej. número de transferencia)'), {
        target: { value: 'Transferencia 0042' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Marcar como liquidado' }));
      await waitFor(() =>
        expect(settlePartnerStatement).toHaveBeenCalledWith(3, {
          from: '2026-12-01',
          to: '2026-12-31',
          note: 'Transferencia 0042',
        }),
      );
      expect(await screen.findByTestId('statement-settled')).toHaveTextContent('Transferencia 0042');
      expect(screen.queryByRole('button', { name: 'Marcar como liquidado' })).not.toBeInTheDocument();
    },
  );

  it('PARTNER Socios is in the owner’s menu, not the secretary’s without the grants', () => {
    expect(menuFor('owner').map(({ to }) => to)).toContain('partners');
    expect(menuFor('secretary').map(({ to }) => to)).not.toContain('partners');
  });
});
