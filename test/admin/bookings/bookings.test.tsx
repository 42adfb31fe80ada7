import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type CreateParams, type GetListParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema, type Booking } from '../../../src/domain/bookings';
import { paymentSchema } from '../../../src/domain/payments';
import { partnerSchema } from '../../../src/domain/partners';
import { es } from '../../../src/i18n/features';
import { today } from '../../../src/domain/common';
import { daysFromToday } from '../../days';

afterEach(() => localStorage.clear());

const guest = (overrides: Partial<Booking> = {}) =>
  bookingSchema.parse({
    nombre: 'Grace Hopper',
    fecha: '2026-12-12',
    tour_id: 1,
    personas: 3,
    adults: 3,
    estado: 'pendiente',
    telefono: '+1 (809) 555-0100',
    email: 'grace@example.com',
    language: 'en',
    pickup_kind: 'cruise_port',
    pickup_place: 'Amber Cove pier',
    pickup_time: '08:30',
    source: 'whatsapp',
    price_total: 85,
    paid: 25,
    balance: 60,
    has_balance: true,
    ...overrides,
  });

const choose = async (label: RegExp, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('booking form', () => {
  it(
    'BOOKING a phone booking: the quote follows tour and party, the owner’s price asks a reason, over capacity ' +
      'offers to overbook',
    async () => {
      const base = fakeDataProvider();
      const create = vi.fn((resource: string, params: CreateParams) =>
        params.data.overbook
          ? base.create(resource, params)
          : Promise.reject(new HttpError('Quedan 2 plazas el 12/12', 409, { code: 'over_capacity', left: 2 })),
      );
      renderApp('owner', { path: 'reservas/create', dataProvider: fakeDataProvider({ create }) });
      await choose(/Tour/, 'Ocean World Adventure Park');
      await waitFor(() => expect(screen.getByTestId('live-quote')).toHaveTextContent('Precio según tarifa: $120.00'));
      fireEvent.change(screen.getByLabelText(/Adultos/), { target: { value: '5' } });
      fireEvent.change(screen.getByLabelText(/Niños/), { target: { value: '2' } });
      // Ocean World: $120 up to 4, $15 each person beyond; a child beyond pays the lower of $90 and $15 (issue 39).
      await waitFor(() => expect(screen.getByTestId('live-quote')).toHaveTextContent('$165.00'));
      fireEvent.click(screen.getByLabelText(/Precio propio/));
      fireEvent.change(await screen.findByLabelText(/Precio total/), { target: { value: '280' } });
      fireEvent.change(screen.getByLabelText(/Motivo del precio/), { target: { value: 'Tarifa de agencia' } });
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Grace Hopper' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
      await choose(/Idioma del cliente/, 'Inglés');
      await choose(/^Recogida/, 'Puerto de cruceros');
      fireEvent.change(screen.getByLabelText(/Lugar de recogida/), { target: { value: 'Amber Cove pier' } });
      await choose(/Origen/, 'Agencia');
      fireEvent.change(await screen.findByLabelText(/Agencia u hotel/), { target: { value: 'Amber Travel' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        tour_id: 2,
        adults: 5,
        children: 2,
        price_override: true,
        price_total: 280,
        price_reason: 'Tarifa de agencia',
        nombre: 'Grace Hopper',
        telefono: '+1 809 555 0100',
        language: 'en',
        pickup_kind: 'cruise_port',
        pickup_place: 'Amber Cove pier',
        source: 'agency',
        source_name: 'Amber Travel',
        estado: 'confirmada',
      });
      expect(await screen.findByText(/Quedan 2 plazas el 12\/12\. Marca «Sobrevender»/)).toBeInTheDocument();
      fireEvent.click(await screen.findByLabelText(/Sobrevender/));
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
      expect(create.mock.calls[1][1].data).toMatchObject({ overbook: true });
      expect(await screen.findByText('Reserva creada')).toBeInTheDocument();
    },
  );
});

describe('a cruise guest’s booking form', () => {
  it(
    'BOOKING the staff form warns at booking time when the tour is back after the ship’s all aboard, and says ' +
      'it is after',
    async () => {
      const data = {
        reservas: [guest({ tour_id: 1, pickup_time: '09:30', ship_call_id: 1 })],
        'ship-calls': [
          {
            ship: 'Early Sailing',
            terminal: 'Amber Cove',
            date: '2026-12-12',
            arrival_time: '07:00',
            all_aboard_time: '14:00',
          },
        ],
      };
      renderApp('owner', { path: 'reservas/1/editar', dataProvider: fakeDataProvider({}, data) });
      // 27 Damajagua Waterfalls takes 5 hours: picked up 09:30, back 14:30.
      expect(await screen.findByTestId('all-aboard-warning')).toHaveTextContent(
        'El regreso (14:30) es 30 min después del todos a bordo de Early Sailing (14:00)',
      );
      fireEvent.change(screen.getByLabelText(/Hora de recogida/), { target: { value: '07:30' } });
      await waitFor(() => expect(screen.queryByTestId('all-aboard-warning')).toBeNull());
    },
  );
});

describe('booking detail', () => {
  const data = () => ({
    reservas: [guest()],
    payments: [
      paymentSchema.parse({
        reservation_id: 1,
        amount: 25,
        date: '2026-11-20',
        method: 'card',
        reference: 'AUTH-1',
        recorded_by: 'dueno',
      }),
    ],
  });

  it(
    'BOOKING the detail shows total, pagado, debe and reembolsado; a payment is recorded, and one deleted only ' +
      'after asking',
    async () => {
      const dataProvider = fakeDataProvider({}, data());
      const recordPayment = vi.spyOn(dataProvider, 'recordPayment');
      const remove = vi.spyOn(dataProvider, 'delete');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
      expect(screen.getByTestId('money-total')).toHaveTextContent('$85.00');
      expect(screen.getByTestId('money-paid')).toHaveTextContent('$25.00');
      expect(screen.getByTestId('money-due')).toHaveTextContent('$60.00');
      expect(screen.getByTestId('money-refunded')).toHaveTextContent('$0.00');
      expect(await screen.findByText(/AUTH-1/)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText(/Importe/)).toHaveValue(60);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(recordPayment).toHaveBeenCalledWith(
          1,
          expect.objectContaining({ amount: 60, kind: 'payment', method: 'cash' }),
        ),
      );
      await waitFor(() => expect(screen.getByTestId('money-due')).toHaveTextContent('$0.00'));
      expect(screen.getByTestId('money-paid')).toHaveTextContent('$85.00');

      fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar pago' })[0]);
      expect(await screen.findByText('¿Seguro que deseas eliminar este pago de $25.00?')).toBeInTheDocument();
      expect(remove).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: /Confirmar|Confirm/ }));
      await waitFor(() => expect(remove).toHaveBeenCalledWith('payments', expect.objectContaining({ id: 1 })));
    },
  );

  it(
    'STAFF the secretary granted the bookings records a payment, but is shown no payments list, refund or ' +
      'delete, and the form no own price (the money and the owner’s)',
    async () => {
      const dataProvider = fakeDataProvider({}, data());
      const getList = vi.spyOn(dataProvider, 'getList');
      const grants = { secretary_bookings: true, secretary_money: false };
      renderApp('secretary', { path: 'reservas/1', dataProvider, grants });
      expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
      expect(screen.getByTestId('money-paid')).toHaveTextContent('$25.00');
      expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeEnabled();
      expect(screen.getByText(/cada pago y reembolso lo ve quien lleva el dinero/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
      expect(screen.queryByText(/AUTH-1/)).toBeNull();
      expect(getList.mock.calls.map(([resource]) => resource)).not.toContain('payments');
      fireEvent.click(screen.getByRole('link', { name: 'Editar' }));
      expect(await screen.findByLabelText(/^Nombre/)).toHaveValue('Grace Hopper');
      expect(screen.queryByLabelText(/Precio propio/)).toBeNull();
    },
  );

  it(
    'STAFF with the money granted too, the secretary sees the booking’s payments and may refund; a delete ' +
      'stays the owner’s',
    async () => {
      const grants = { secretary_bookings: true, secretary_money: true };
      renderApp('secretary', { path: 'reservas/1', dataProvider: fakeDataProvider({}, data()), grants });
      expect(await screen.findByText(/AUTH-1/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reembolsar' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Eliminar pago' })).toBeNull();
    },
  );

  it(
    'BOOKING the detail and its payments show their days as every screen does (date-fns in the UI language), ' +
      'not as 12/12/2026',
    async () => {
      renderApp('owner', { path: 'reservas/1', dataProvider: fakeDataProvider({}, data()) });
      expect(await screen.findByText(/· 12 dic 2026 ·/)).toBeInTheDocument();
      expect(await screen.findByText(/^20 nov 2026 · AUTH-1/)).toBeInTheDocument();
    },
  );

  it(
    'BOOKING from the detail the owner confirms or cancels (after asking) and calls, mails or WhatsApps the ' +
      'guest in their language',
    async () => {
      const dataProvider = fakeDataProvider({}, data());
      const update = vi.spyOn(dataProvider, 'update');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+18095550100');
      expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:grace@example.com');

      fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
      const message = await screen.findByTestId('confirmation-text');
      await waitFor(() =>
        expect(message).toHaveTextContent(
          'Hello Grace Hopper, your booking of 27 Damajagua Waterfalls on Dec 12, 2026 (3 people) is ' +
            'confirmed. Pickup: Amber Cove pier at 08:30. Total: $85.00; still due: $60.00.',
        ),
      );
      const open = screen.getByRole('link', { name: 'Abrir WhatsApp' });
      expect(open.getAttribute('href')).toBe(
        `https://wa.me/18095550100?text=${encodeURIComponent(message.textContent ?? '')}`,
      );
      fireEvent.change(screen.getByLabelText(/Plantilla \(Inglés\)/), {
        target: { value: 'Hi {nombre}, see you at {hora}!' },
      });
      expect(message).toHaveTextContent('Hi Grace Hopper, see you at 08:30!');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar plantilla' }));
      expect(await screen.findByText('Plantilla guardada')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0][1].data).toMatchObject({ estado: 'confirmada' });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
      expect(await screen.findByText('¿Cancelar esta reserva? Sus plazas quedan libres.')).toBeInTheDocument();
      expect(update).toHaveBeenCalledTimes(1);
    },
  );

  it('PARTNER the detail names the partner and agent who sent the guest; the commission only to money', async () => {
    const sent = () => ({
      ...data(),
      reservas: [
        guest({
          partner_id: 1,
          partner_agent: 'Marisol',
          partner_commission_cents: 850,
          partner_settle: 'we_collect',
        }),
      ],
      partners: [partnerSchema.parse({ name: 'Hotel Casa Colonial', referral_code: 'casa-colonial' })],
    });
    const view = renderApp('owner', { path: 'reservas/1', dataProvider: fakeDataProvider({}, sent()) });
    await waitFor(() =>
      expect(screen.getByTestId('partner-line')).toHaveTextContent(
        'Socio (quién lo envía): Hotel Casa Colonial · Agente o mostrador: Marisol · Comisión: $8.50 · ' +
          'Cobra: Nosotros',
      ),
    );
    view.unmount();
    const grants = { secretary_bookings: true, secretary_money: false };
    renderApp('secretary', { path: 'reservas/1', dataProvider: fakeDataProvider({}, sent()), grants });
    await waitFor(() =>
      expect(screen.getByTestId('partner-line')).toHaveTextContent(
        /^Socio \(quién lo envía\): Hotel Casa Colonial · Agente o mostrador: Marisol$/,
      ),
    );
  });

  it('BOOKING a French guest is sent the French template, with the day written in French', async () => {
    renderApp('owner', {
      path: 'reservas/1',
      dataProvider: fakeDataProvider({}, { ...data(), reservas: [guest({ language: 'fr' })] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'WhatsApp' }));
    const message = await screen.findByTestId('confirmation-text');
    await waitFor(() =>
      expect(message).toHaveTextContent(
        'Bonjour Grace Hopper, votre réservation de 27 Damajagua Waterfalls le 12 déc. 2026 (3 personnes) est ' +
          'confirmée. Prise en charge : Amber Cove pier à 08:30.',
      ),
    );
    expect(screen.getByLabelText(/Plantilla \(Francés\)/)).toBeInTheDocument();
  });
});

describe('booking form: departure and pickup place', () => {
  const choose = async (label: RegExp, option: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it(
    'BOOKING staff pick the departure, and a pickup place of the tour fills its time at that departure, ' +
      'still editable',
    async () => {
      const base = fakeDataProvider();
      const { data: tour } = await base.getOne('tours', { id: 1 });
      await base.update('tours', {
        id: 1,
        previousData: tour,
        data: {
          ...tour,
          departure_times: ['09:00', '13:00'],
          pickup_points: [{ place: 'Playa Dorada', minutes_before: 75 }],
        },
      });
      const create = vi.fn((resource: string, params: CreateParams) => base.create(resource, params));
      renderApp('owner', { path: 'reservas/create', dataProvider: { ...base, create } });
      await choose(/Tour/, '27 Damajagua Waterfalls');
      await choose(/^Salida/, '13:00');
      fireEvent.click(await screen.findByRole('button', { name: 'Usar Playa Dorada 11:45' }));
      await waitFor(() => expect(screen.getByLabelText(/Lugar de recogida/)).toHaveValue('Playa Dorada'));
      expect(screen.getByLabelText(/Hora de recogida/)).toHaveValue('11:45');
      // Another departure retimes the chosen place; staff's own time still goes through.
      await choose(/^Salida/, '09:00');
      await waitFor(() => expect(screen.getByLabelText(/Hora de recogida/)).toHaveValue('07:45'));
      fireEvent.change(screen.getByLabelText(/Hora de recogida/), { target: { value: '07:40' } });
      fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Grace Hopper' } });
      fireEvent.change(screen.getByRole('textbox', { name: /Teléfono/ }), { target: { value: '+1 809 555 0100' } });
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0][1].data).toMatchObject({
        tour_id: 1,
        departure_time: '09:00',
        pickup_place: 'Playa Dorada',
        pickup_time: '07:40',
      });
    },
  );
});

describe('reservas', () => {
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

describe('cancelling a booking', () => {
  const data = (fecha: string) => ({
    reservas: [
      bookingSchema.parse({
        nombre: 'Grace Hopper',
        fecha,
        tour_id: 1,
        personas: 1,
        adults: 1,
        estado: 'confirmada',
        price_total: 85,
        paid: 25,
        balance: 60,
        has_balance: true,
      }),
    ],
    payments: [paymentSchema.parse({ reservation_id: 1, amount: 25, date: daysFromToday(-3), method: 'card' })],
  });

  it(
    'BOOKING the dialog names what was paid and what the policy gives back, and cancels with the refund ' +
      'in one step',
    async () => {
      const dataProvider = fakeDataProvider({}, data(daysFromToday(30)));
      const cancelBooking = vi.spyOn(dataProvider, 'cancelBooking');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
      expect(await screen.findByTestId('cancel-paid')).toHaveTextContent('Pagado: $25.00');
      expect(
        screen.getByText('Política del tour: gratis hasta 24 h antes; después se devuelve el 0 %.'),
      ).toBeInTheDocument();
      expect(screen.getByText(/dentro de la cancelación gratuita, se devuelve todo/)).toBeInTheDocument();
      expect(screen.getByTestId('cancel-refund')).toHaveTextContent('Reembolso según la política: $25.00');
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Devolver en' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Tarjeta' }));
      fireEvent.click(screen.getByRole('button', { name: 'Cancelar y reembolsar $25.00' }));
      await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(1, { version: 1, refund_method: 'card' }));
      expect(await screen.findByText('Reserva cancelada y $25.00 reembolsados')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('money-refunded')).toHaveTextContent('$25.00'));
    },
  );

  it('BOOKING past the free hours with no late share nothing comes back: only cancelling is offered', async () => {
    const dataProvider = fakeDataProvider({}, data(daysFromToday(0)));
    const cancelBooking = vi.spyOn(dataProvider, 'cancelBooking');
    renderApp('owner', { path: 'reservas/1', dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByTestId('cancel-refund')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: /Cancelar y reembolsar/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar sin reembolso' }));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(1, { version: 1 }));
    expect(await screen.findByText('Reserva cancelada')).toBeInTheDocument();
  });
});

describe('a payment in pesos', () => {
  const data = () => ({
    reservas: [
      bookingSchema.parse({
        nombre: 'Grace Hopper',
        fecha: daysFromToday(10),
        tour_id: 1,
        personas: 1,
        adults: 1,
        estado: 'confirmada',
        price_total: 100,
        balance: 100,
        has_balance: true,
      }),
    ],
    payments: [],
  });

  const choose = async (label: string, option: string) => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it(
    'MONEY staff take pesos at the day’s rate, see the USD it comes to, and the next payment that day starts ' +
      'from the rate',
    async () => {
      const dataProvider = fakeDataProvider({}, data());
      const recordPayment = vi.spyOn(dataProvider, 'recordPayment');
      renderApp('owner', { path: 'reservas/1', dataProvider });
      fireEvent.click(await screen.findByRole('button', { name: 'Registrar pago' }));
      await choose('Moneda', 'Pesos (DOP)');
      fireEvent.change(screen.getByLabelText(/Importe en pesos/), { target: { value: '2950' } });
      fireEvent.change(screen.getByLabelText(/Tasa del día/), { target: { value: '58.75' } });
      expect(screen.getByTestId('peso-equivalent')).toHaveTextContent('Equivale a $50.21');
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() =>
        expect(recordPayment).toHaveBeenCalledWith(1, {
          currency: 'DOP',
          amount_dop: 2950,
          rate: 58.75,
          date: today(),
          method: 'cash',
          reference: '',
          kind: 'payment',
        }),
      );
      await waitFor(() => expect(screen.getByTestId('money-paid')).toHaveTextContent('$50.21'));
      expect(await screen.findByText(/RD\$2,950 a 58\.75/)).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Registrar pago' }));
      await choose('Moneda', 'Pesos (DOP)');
      await waitFor(() => expect(screen.getByLabelText(/Tasa del día/)).toHaveValue(58.75));
    },
  );
});
