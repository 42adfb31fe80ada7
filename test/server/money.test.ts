import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';
import { daysFromToday } from '../days';
import {
  expectMoneyMatchesRows,
  mixedRounds,
  moneyBooking,
  moneyTour,
  paymentRounds,
  refundRounds,
  type Call,
  type MoneyAnswer,
} from './support/moneyRounds';

const ownerCall =
  (session: () => Session): Call =>
  (method, path, body) =>
    session().server.call<MoneyAnswer>(method, path, { body, cookie: session().owner });

const today = daysFromToday(0);

describeEachDatabase('a booking’s money, one write at a time', (session) => {
  const call = ownerCall(session);
  let tourId: number;
  const tour = async () => (tourId ??= await moneyTour(call));

  it('MONEY 10 simultaneous $10 payments leave paid at exactly $100, round after round', async () => {
    await paymentRounds([call], await tour(), 5);
  });

  it(
    'MONEY 10 simultaneous refunds of a $100 payment: exactly what fits is accepted, the rest 409 with ' + 'a message',
    async () => {
      await refundRounds([call], await tour(), 4);
    },
  );

  it(
    'MONEY payments, refunds and deletes of one booking at once keep paid ≥ 0 and the totals equal ' + 'to the rows',
    async () => {
      await mixedRounds([call], await tour(), 6);
    },
  );

  it(
    'MONEY deleting a payment a refund depends on is refused with 409 and says to delete the ' + 'refund first',
    async () => {
      const id = await moneyBooking(call, await tour(), 360);
      const pay = (amount: number, kind = 'payment') =>
        call('POST', `/api/reservations/${id}/payments`, { amount, kind, date: today, method: 'cash' });
      const first = await pay(100);
      const second = await pay(20);
      expect((await pay(110, 'refund')).status).toBe(201);
      const refused = await call('DELETE', `/api/payments/${first.body.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'refund_too_large',
        error:
          'No se puede eliminar este pago: lo reembolsado (US$110.00) superaría lo pagado. Elimina antes el reembolso.',
      });
      expect((await call('DELETE', `/api/payments/${second.body.id}`)).status).toBe(409);
      expect(await expectMoneyMatchesRows(call, id)).toMatchObject({ paid: 10, refunded: 110 });
      // Once the refunds fit within the payments left without it, the payment may go.
      expect((await pay(15)).status).toBe(201);
      expect((await call('DELETE', `/api/payments/${second.body.id}`)).status).toBe(200);
      expect(await expectMoneyMatchesRows(call, id)).toMatchObject({ paid: 5, refunded: 110 });
    },
  );

  it('MONEY cents stay exact: $0.10 and $0.20 paid against a $0.30 price leave nothing owed', async () => {
    const slug = `cents-${Date.now()}`;
    const created = await call('POST', '/api/tours', {
      nombre: 'Cents',
      slug,
      precio: '0.10',
      extra_price_per_person: 0.2,
      duracion: '1 hour',
      capacidad: '1-12',
      descripcion: 'Cents',
    });
    expect(created.status).toBe(201);
    const booking = await call('POST', '/api/reservations', {
      nombre: 'Cents',
      fecha: daysFromToday(361),
      tour_id: created.body.id,
      adults: 5,
      children: 0,
      telefono: '+1 809 555 0100',
    });
    expect(booking.body.price_total).toBe(0.3);
    for (const amount of [0.1, 0.2])
      await call('POST', `/api/reservations/${booking.body.id}/payments`, { amount, date: today, method: 'cash' });
    expect(await expectMoneyMatchesRows(call, booking.body.id)).toMatchObject({ paid: 0.3 });
    expect((await call('GET', `/api/reservations/${booking.body.id}`)).body).toMatchObject({
      balance: 0,
      has_balance: false,
    });
  });
});
