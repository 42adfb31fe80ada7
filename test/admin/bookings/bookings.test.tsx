import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type GetListParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema, type Booking } from '../../../src/domain/bookings';
import { es } from '../../../src/i18n/features';
import { today } from '../../../src/domain/common';

afterEach(() => localStorage.clear());

/** A booking as the server answers it: every field, the money included (price 100, nothing paid). */
const booking = (overrides: Partial<Booking>) =>
  bookingSchema.parse({
    nombre: 'Ana Pérez',
    fecha: today(),
    tour_id: 1,
    personas: 2,
    adults: 2,
    estado: 'confirmada',
    price_total: 100,
    balance: 100,
    has_balance: true,
    ...overrides,
  });

describe('reservas', () => {
  it(
    'RES-01 RES-02 RES-03 RES-06 RES-07 DECISIONS RES-04 Spanish tabs; the period filters the table, so ' +
      'Reservas counts its rows; Cobrado is money received in the period by the day it came in, Por cobrar due',
    async () => {
      const reservas = [
        booking({ nombre: 'Ana Pérez', estado: 'nueva' }),
        booking({ nombre: 'John Carter', paid: 60, balance: 40 }),
        booking({ nombre: 'Old Booking', fecha: '2001-01-01', paid: 100, balance: 0, has_balance: false }),
      ];
      const payment = (reservation_id: number, amount: number, date: string) => ({
        reservation_id,
        amount,
        date,
        method: 'cash' as const,
        kind: 'payment' as const,
        reference: '',
        recorded_by: 'dueno',
      });
      // John Carter's $60 came in today; Old Booking's $100 in 2001, outside every bucket.
      const payments = [payment(2, 60, today()), payment(3, 100, '2001-01-01')];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas, payments }) });
      expect(await screen.findByText('Ana Pérez')).toBeInTheDocument();
      const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
      expect(tabs).toEqual([
        'mensual',
        'quincenal',
        'semanal',
        'diario',
        'todas',
        'nueva',
        'pendiente',
        'confirmada',
        'futura',
        'cancelada',
      ]);
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('2'));
      expect(screen.getByTestId('card-Cobrado')).toHaveTextContent('$60');
      expect(screen.getByTestId('card-Por-cobrar')).toHaveTextContent('$140');
      expect(screen.queryByText('Old Booking')).toBeNull();
      for (const header of ['Nombre', 'Fecha', 'Tour', 'Pasajeros', 'Estado'])
        expect(screen.getAllByText(header).length).toBeGreaterThan(0);
      const row = screen.getByText('Ana Pérez').closest('tr')!;
      expect(await within(row).findByText('27 Damajagua Waterfalls')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: 'nueva' }));
      await waitFor(() => expect(screen.queryByText('John Carter')).toBeNull());
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('1'));
      expect(screen.getByTestId('card-Cobrado')).toHaveTextContent('$0');
      expect(screen.getByTestId('card-Por-cobrar')).toHaveTextContent('$100');
    },
  );

  it(
    'RES-07 BOOKING the Tour column names a transfer or ride by its from → to and flight, a missing ' +
      'destination by its zone, as the manifest does',
    async () => {
      const ride = { kind: 'transfer' as const, tour_id: null };
      const reservas = [
        booking({ nombre: 'Tour Guest' }),
        booking({ ...ride, nombre: 'Flight Guest', transfer_from: 'Aeropuerto POP', transfer_to: 'Cabarete' }),
        booking({ ...ride, nombre: 'Zone Guest', transfer_from: 'Sosúa', zone_id: 3, flight_number: 'B6 1234' }),
      ];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
      const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
      expect(await within(await rowOf('Tour Guest')).findByText('27 Damajagua Waterfalls')).toBeInTheDocument();
      expect(within(await rowOf('Flight Guest')).getByText('Aeropuerto POP → Cabarete')).toBeInTheDocument();
      expect(await within(await rowOf('Zone Guest')).findByText('Sosúa → Cabarete · B6 1234')).toBeInTheDocument();
    },
  );

  it(
    'RES-02 RES-03 BOOKING the default tab shows the bookings of the months ahead, and the Reservas card ' +
      'counts them with the table',
    async () => {
      const ahead = (days: number) =>
        new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const reservas = [
        booking({ nombre: 'Today Guest' }),
        booking({ nombre: 'Upcoming Guest', fecha: ahead(40) }),
        booking({ nombre: 'Next Week Guest', fecha: ahead(6) }),
        booking({ nombre: 'Far Future Guest', fecha: ahead(200) }),
      ];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
      expect(await screen.findByText('Upcoming Guest')).toBeInTheDocument();
      expect(screen.getByText('Next Week Guest')).toBeInTheDocument();
      expect(screen.queryByText('Far Future Guest')).toBeNull();
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('3'));
      // The day tab stays on the days up to today, so today's bookings lead it.
      fireEvent.click(screen.getByRole('tab', { name: 'diario' }));
      await waitFor(() => expect(screen.queryByText('Upcoming Guest')).toBeNull());
      expect(screen.queryByText('Next Week Guest')).toBeNull();
      expect(screen.getByText('Today Guest')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('1'));
    },
  );

  it(
    'BOOKING "con saldo pendiente" keeps the bookings still owing, in the table and the cards; todas keeps ' +
      'the period',
    async () => {
      const reservas = [
        booking({ nombre: 'Owes Money' }),
        booking({ nombre: 'Paid Up', paid: 100, balance: 0, has_balance: false }),
      ];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
      expect(await screen.findByText('Paid Up')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('switch', { name: 'con saldo pendiente' }));
      await waitFor(() => expect(screen.queryByText('Paid Up')).toBeNull());
      expect(screen.getByText('Owes Money')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('card-Reservas')).toHaveTextContent('1'));
      fireEvent.click(screen.getByRole('tab', { name: 'diario' }));
      fireEvent.click(screen.getByRole('tab', { name: 'todas' }));
      await waitFor(() => expect(screen.getByRole('tab', { name: 'diario' })).toHaveAttribute('aria-selected', 'true'));
      expect(screen.getByRole('switch', { name: 'con saldo pendiente' })).toBeChecked();
    },
  );

  it(
    'BOOKING the nueva tab lists the trips to come soonest first across periods (not last March’s before ' +
      'tomorrow’s web booking); leaving it brings the period back',
    async () => {
      const ahead = (days: number) =>
        new Date(Date.parse(`${today()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
      const reservas = [
        booking({ nombre: 'Last March', estado: 'nueva', fecha: ahead(-270) }),
        booking({ nombre: 'Far Ahead', estado: 'nueva', fecha: ahead(200) }),
        booking({ nombre: 'Tomorrow Web', estado: 'nueva', fecha: ahead(1), source: 'web' }),
        booking({ nombre: 'Next Week', estado: 'nueva', fecha: ahead(7) }),
        booking({ nombre: 'Confirmed Tomorrow', fecha: ahead(1) }),
      ];
      renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas }) });
      expect(await screen.findByText('Last March')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: 'nueva' }));
      await waitFor(() => expect(screen.queryByText('Last March')).toBeNull());
      const names = () =>
        screen
          .getAllByRole('link')
          .map((link) => link.textContent)
          .filter((name) => ['Tomorrow Web', 'Next Week', 'Far Ahead', 'Confirmed Tomorrow'].includes(name ?? ''));
      await waitFor(() => expect(names()).toEqual(['Tomorrow Web', 'Next Week', 'Far Ahead']));
      fireEvent.click(screen.getByRole('tab', { name: 'todas' }));
      expect(await screen.findByText('Last March')).toBeInTheDocument();
      expect(screen.queryByText('Far Ahead')).toBeNull();
    },
  );

  it('RES-08 RES-11 a nueva row is bold and highlighted; the name opens reservas/{id}', async () => {
    renderApp('owner', {
      path: 'reservas',
      dataProvider: fakeDataProvider(
        {},
        { reservas: [booking({ nombre: 'Nueva Persona', estado: 'nueva' }), booking({ nombre: 'Vieja Persona' })] },
      ),
    });
    const link = await screen.findByRole('link', { name: 'Nueva Persona' });
    expect(link).toHaveAttribute('href', '/ep-control/dueno/reservas/1');
    expect(getComputedStyle(link).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByRole('link', { name: 'Vieja Persona' })).fontWeight).toBe('400');
    expect(link.closest('tr')!.className).not.toBe(
      screen.getByRole('link', { name: 'Vieja Persona' }).closest('tr')!.className,
    );
  });

  it('RES-09 RES-10 an empty list says so; the page size is 20', async () => {
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({}, { reservas: [] }) });
    expect(await screen.findByText(es.ep.reservations.empty)).toBeInTheDocument();
  });

  it('RES-10 twenty reservations a page', async () => {
    const getList = vi.fn(fakeDataProvider().getList);
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({ getList }) });
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(21));
    expect(getList.mock.calls.find(([resource]) => resource === 'reservas')?.[1].pagination).toEqual({
      page: 1,
      perPage: 20,
    });
  });

  it('RES-14 a failed load says Error loading reservations', async () => {
    const base = fakeDataProvider();
    const getList = vi.fn((resource: string, params: GetListParams) =>
      resource === 'reservas' ? Promise.reject(new HttpError('boom', 500)) : base.getList(resource, params),
    );
    renderApp('owner', { path: 'reservas', dataProvider: fakeDataProvider({ getList }) });
    expect((await screen.findAllByText(es.ep.reservations.loadError)).length).toBeGreaterThan(0);
  });
});
