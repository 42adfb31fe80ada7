import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type CreateParams } from 'react-admin';
import { renderApp } from '../renderApp';
import { fakeDataProvider } from '../fakeDataProvider';
import { bookingSchema, type Booking } from '../../../src/domain/bookings';
import { paymentSchema } from '../../../src/domain/payments';
import { partnerSchema } from '../../../src/domain/partners';

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
