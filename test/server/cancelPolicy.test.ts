/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely, as JSON */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { moneyTour, type Call } from './support/moneyRounds';
import { daysFromToday } from '../days';

describeEachDatabase('cancelling by the tour’s policy', (session) => {
  const call = ((method, path, body) => session().server.call(method, path, { body, cookie: session().owner })) as Call;
  // Loosely typed answers: the cancel answers a booking, its refund and the policy.
  const send = (method: string, path: string, body?: unknown) =>
    session().server.call<Record<string, any>>(method, path, { body, cookie: session().owner });
  /** The stored booking's money and its refund rows (a cancelled booking owes nothing). */
  const stored = async (id: number) => {
    const { body } = await send('GET', `/api/reservations/${id}`);
    const refunds = (body.payments as { kind: string; amount: number }[]).filter((row) => row.kind === 'refund');
    return {
      paid: body.paid,
      refunded: body.refunded,
      balance: body.balance,
      refunds: refunds.map((row) => row.amount),
    };
  };

  const bookPaid = async (tourId: number, fecha: string, paid: number) => {
    const created = await call('POST', '/api/reservations', {
      nombre: 'Ada Lovelace',
      fecha,
      tour_id: tourId,
      adults: 1,
      children: 0,
      telefono: '+1 809 555 0100',
      estado: 'confirmada',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const pay = await call('POST', `/api/reservations/${id}/payments`, {
      amount: paid,
      method: 'card',
      date: daysFromToday(0),
    });
    expect(pay.status).toBe(201);
    return id;
  };

  it(
    'BOOKING within the free hours the whole payment comes back in one step, recorded as a refund; later only ' +
      'the tour’s share',
    async () => {
      const tourId = await moneyTour(call);
      expect(
        (await call('PUT', `/api/tours/${tourId}`, { free_cancel_hours: 48, late_cancel_refund_percent: 25 })).status,
      ).toBe(200);
      const early = await bookPaid(tourId, daysFromToday(30), 60.5);
      const preview = await call('GET', `/api/reservations/${early}/cancellation`);
      expect(preview.body).toMatchObject({ paid: 60.5, free: true, percent: 100, refund: 60.5, free_cancel_hours: 48 });
      const done = await send('POST', `/api/reservations/${early}/cancel`, { refund_method: 'cash' });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ booking: { estado: 'cancelada', paid: 0, refunded: 60.5, balance: 0 } });
      expect(done.body.refund).toMatchObject({ kind: 'refund', amount: 60.5, method: 'cash', recorded_by: 'dueno' });
      expect(await stored(early)).toEqual({ paid: 0, refunded: 60.5, balance: 0, refunds: [60.5] });

      // Tomorrow is inside 48 hours: a quarter of $85.55 is $21.38 (down to the cent).
      const late = await bookPaid(tourId, daysFromToday(1), 85.55);
      expect((await call('GET', `/api/reservations/${late}/cancellation`)).body).toMatchObject({
        free: false,
        percent: 25,
        refund: 21.38,
      });
      const lateDone = await send('POST', `/api/reservations/${late}/cancel`, { refund_method: 'card' });
      expect(lateDone.body.booking).toMatchObject({ estado: 'cancelada', paid: 64.17, refunded: 21.38 });
    },
  );

  it('BOOKING two cancels of one booking at once refund once; the other answers 409 already_cancelled', async () => {
    const tourId = await moneyTour(call);
    const id = await bookPaid(tourId, daysFromToday(40), 100);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/reservations/${id}/cancel`, { refund_method: 'cash' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      code: 'already_cancelled',
      error: 'Esta reserva ya estaba cancelada',
    });
    expect(await stored(id)).toEqual({ paid: 0, refunded: 100, balance: 0, refunds: [100] });
  });

  it(
    'BOOKING cancelling without a method gives nothing back now; the secretary may not cancel the ' +
      'owner’s bookings',
    async () => {
      const tourId = await moneyTour(call);
      const id = await bookPaid(tourId, daysFromToday(40), 30);
      const secretary = await session().server.call('POST', `/api/reservations/${id}/cancel`, {
        body: {},
        cookie: session().secretary,
      });
      expect(secretary.status).toBe(403);
      const done = await send('POST', `/api/reservations/${id}/cancel`, {});
      expect(done.body).toMatchObject({ refund: null, booking: { estado: 'cancelada', paid: 30, refunded: 0 } });
      expect((await call('POST', `/api/reservations/${id}/cancel`, { refund_method: 'bitcoin' })).status).toBe(400);
    },
  );
});
