/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely, as JSON */
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { moneyBooking, moneyTour, type Call } from './support/moneyRounds';
import { daysFromToday } from '../days';

describeEachDatabase('promo codes and gift vouchers', (session) => {
  const send = (method: string, path: string, body?: unknown, cookie = session().owner) =>
    session().server.call<Record<string, any>>(method, path, { body, cookie });
  const call = ((method, path, body) => session().server.call(method, path, { body, cookie: session().owner })) as Call;
  const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

  const newCode = async (fields: Record<string, unknown>) => {
    const created = await send('POST', '/api/discount-codes', { code: `P-${unique()}`, value: 10, ...fields });
    expect(created.status).toBe(201);
    return created.body;
  };
  const staffBooking = (tourId: number, promo_code: string, adults = 1) =>
    send('POST', '/api/reservations', {
      nombre: 'Grace Hopper',
      fecha: daysFromToday(20),
      tour_id: tourId,
      adults,
      children: 0,
      telefono: '+1 809 555 0101',
      source: 'phone',
      estado: 'confirmada',
      promo_code,
    });
  const newVoucher = async (amount: number, fields: Record<string, unknown> = {}) => {
    const created = await send('POST', '/api/gift-vouchers', {
      amount,
      buyer_name: 'Ana Pérez',
      buyer_email: 'ana@example.com',
      recipient: 'Luis',
      expires_on: daysFromToday(365),
      sale_method: 'cash',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  it(
    'MONEY a percentage code takes its share of the quote off the price and the booking keeps the code and ' +
      'the discount',
    async () => {
      const tourId = await moneyTour(call);
      const code = await newCode({ code: `spring-${unique()}`, kind: 'percent', value: 15 });
      expect(code.code).toMatch(/^SPRING-/);
      const booked = await staffBooking(tourId, code.code.toLowerCase());
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ price_total: 85, promo_code: code.code, promo_discount: 15, balance: 85 });
      expect((await send('GET', `/api/discount-codes/${code.id}`)).body.uses).toBe(1);
    },
  );

  it(
    'MONEY an amount code never takes the price below 0, and editing the party prices the code’s ' + 'terms again',
    async () => {
      const tourId = await moneyTour(call);
      const code = await newCode({ kind: 'amount', value: 150 });
      const booked = await staffBooking(tourId, code.code);
      expect(booked.body).toMatchObject({ price_total: 0, promo_discount: 100 });
      const third = await newCode({ kind: 'percent', value: 10 });
      const other = await staffBooking(tourId, third.code, 4);
      expect(other.body).toMatchObject({ price_total: 90, promo_discount: 10 });
      // A fifth person quotes $115: the same code takes 10% of that, and still counts one use.
      const edited = await send('PUT', `/api/reservations/${other.body.id}`, {
        adults: 5,
        version: other.body.version,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ price_total: 103.5, promo_code: third.code, promo_discount: 11.5 });
      expect((await send('GET', `/api/discount-codes/${third.id}`)).body.uses).toBe(1);
    },
  );

  it(
    'BOOKING a code that does not apply is refused under promo_code with its reason, and nothing ' + 'is booked',
    async () => {
      const tourId = await moneyTour(call);
      const otherTour = await moneyTour(call);
      const cases: [Record<string, unknown>, string][] = [
        [{ active: false }, 'inactive'],
        [{ valid_from: daysFromToday(3) }, 'not_yet'],
        [{ valid_to: daysFromToday(-1) }, 'expired'],
        [{ tour_ids: [otherTour] }, 'other_tour'],
      ];
      for (const [fields, reason] of cases) {
        const code = await newCode(fields);
        const refused = await staffBooking(tourId, code.code);
        expect(refused.status, reason).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'promo_refused',
          reason,
          fields: { promo_code: expect.any(String) },
        });
      }
      const unknown = await staffBooking(tourId, 'NOPE-NOPE');
      expect(unknown.body).toMatchObject({ code: 'promo_refused', reason: 'unknown' });
      expect(unknown.body.fields.promo_code).toBe('Ese código promocional no existe');
      const list = await send(
        'GET',
        `/api/reservations?filter=${encodeURIComponent(JSON.stringify({ tour_id: tourId }))}`,
      );
      expect(list.body).toHaveLength(0);
    },
  );

  it('PUBLIC a visitor’s booking takes a code too, and a used-up code is refused with its reason', async () => {
    const tourId = await moneyTour(call);
    const code = await newCode({ max_uses: 1, kind: 'amount', value: 20 });
    const visitor = (promo_code: string) =>
      send(
        'POST',
        '/api/reservations',
        {
          nombre: 'Visitor',
          fecha: daysFromToday(10),
          tour_id: tourId,
          adults: 2,
          email: 'visitor@example.com',
          language: 'en',
          promo_code,
        },
        '',
      );
    const first = await visitor(code.code);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ price_total: 80, promo_code: code.code, promo_discount: 20, source: 'web' });
    const second = await visitor(code.code);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 'promo_refused', reason: 'used_up' });
  });

  it('MONEY a cancelled booking gives its code’s use back for another guest; restored, it counts again', async () => {
    const tourId = await moneyTour(call);
    const code = await newCode({ max_uses: 1, kind: 'amount', value: 20 });
    const uses = async () => (await send('GET', `/api/discount-codes/${code.id}`)).body.uses as number;
    const first = await staffBooking(tourId, code.code);
    expect([first.status, await uses()]).toEqual([201, 1]);
    expect((await staffBooking(tourId, code.code)).body).toMatchObject({ reason: 'used_up' });
    const cancelled = await send('POST', `/api/reservations/${first.body.id}/cancel`, {});
    expect([cancelled.status, cancelled.body.booking.estado, await uses()]).toEqual([200, 'cancelada', 0]);
    const second = await staffBooking(tourId, code.code);
    expect([second.status, second.body.promo_discount, await uses()]).toEqual([201, 20, 1]);
    // The first guest comes back at the price agreed with them: the code counts both, past its limit.
    const restored = await send('PUT', `/api/reservations/${first.body.id}`, {
      estado: 'confirmada',
      version: cancelled.body.booking.version,
    });
    expect([restored.status, restored.body.promo_discount, await uses()]).toEqual([200, 20, 2]);
    const edited = await send('PUT', `/api/reservations/${second.body.id}`, {
      estado: 'cancelada',
      version: second.body.version,
    });
    expect([edited.status, await uses()]).toEqual([200, 1]);
  });

  it('MONEY 8 simultaneous bookings of a code allowed 3 uses: exactly 3 take it, the rest answer used_up', async () => {
    const tourId = await moneyTour(call);
    const code = await newCode({ max_uses: 3 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => staffBooking(tourId, code.code)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const answer of answers.filter((one) => one.status !== 201))
      expect(answer.body).toMatchObject({ code: 'promo_refused', reason: 'used_up' });
    expect((await send('GET', `/api/discount-codes/${code.id}`)).body.uses).toBe(3);
  });

  it(
    'MONEY a gift voucher gets an unguessable code, its balance starts at the amount, and its sale shows in ' +
      'Caja by its method',
    async () => {
      const day = daysFromToday(0);
      const before = (await send('GET', `/api/cashup?from=${day}&to=${day}`)).body;
      const voucher = await newVoucher(75.5, { sale_method: 'card' });
      expect(voucher.code).toMatch(/^EPV(-[A-HJKMNP-Z2-9]{4}){4}$/);
      expect(voucher).toMatchObject({ amount: 75.5, balance: 75.5, sold_on: day, sold_by: 'dueno', status: 'active' });
      const other = await newVoucher(10);
      expect(other.code).not.toBe(voucher.code);
      const after = (await send('GET', `/api/cashup?from=${day}&to=${day}`)).body;
      const card = (sheet: any) => sheet.by_method.find((row: any) => row.method === 'card').payments;
      expect(Math.round((card(after) - card(before)) * 100)).toBe(7550);
      expect(after.lines).toContainEqual(
        expect.objectContaining({ kind: 'voucher_sale', reservation_id: null, reference: voucher.code, amount: 75.5 }),
      );
      // The code is the server's: one sent is ignored.
      const typed = await send('POST', '/api/gift-vouchers', {
        code: 'EPV-AAAA-AAAA-AAAA-AAAA',
        amount: 5,
        buyer_name: 'X',
        expires_on: daysFromToday(30),
      });
      expect(typed.body.code).not.toBe('EPV-AAAA-AAAA-AAAA-AAAA');
    },
  );

  it(
    'MONEY a voucher pays part of a booking, what is left is shown, Caja does not count it twice, and deleting ' +
      'the payment gives it back',
    async () => {
      const tourId = await moneyTour(call);
      const bookingId = await moneyBooking(call, tourId);
      const voucher = await newVoucher(60);
      const day = daysFromToday(0);
      const cashBefore = (await send('GET', `/api/cashup?from=${day}&to=${day}`)).body.total.payments;
      const spaced = voucher.code.toLowerCase().replace(/-/g, ' ');
      const lookup = await send('GET', `/api/gift-vouchers/lookup?code=${encodeURIComponent(spaced)}`);
      expect(lookup.body).toMatchObject({ code: voucher.code, balance: 60 });
      const redeemed = await send('POST', `/api/reservations/${bookingId}/voucher-redemptions`, {
        code: spaced,
        amount: 45,
        date: day,
      });
      expect(redeemed.status).toBe(201);
      expect(redeemed.body.voucher).toEqual({ code: voucher.code, balance: 15 });
      expect(redeemed.body.payment).toMatchObject({ method: 'voucher', amount: 45, voucher_id: voucher.id });
      expect(redeemed.body.booking).toMatchObject({ paid: 45, balance: 55 });
      expect((await send('GET', `/api/cashup?from=${day}&to=${day}`)).body.total.payments).toBe(cashBefore);

      const over = await send('POST', `/api/reservations/${bookingId}/voucher-redemptions`, {
        code: voucher.code,
        amount: 20,
        date: day,
      });
      expect(over.status).toBe(409);
      expect(over.body).toMatchObject({ code: 'voucher_refused', balance: 15 });

      expect((await send('DELETE', `/api/payments/${redeemed.body.payment.id}`)).status).toBe(200);
      expect((await send('GET', `/api/gift-vouchers/${voucher.id}`)).body.balance).toBe(60);
      expect((await send('GET', `/api/reservations/${bookingId}`)).body).toMatchObject({ paid: 0, balance: 100 });
    },
  );

  it('MONEY a void, expired or unknown voucher is refused, and an amount redeemed cannot be changed', async () => {
    const tourId = await moneyTour(call);
    const bookingId = await moneyBooking(call, tourId);
    const redeem = (code: string, amount = 5) =>
      send('POST', `/api/reservations/${bookingId}/voucher-redemptions`, { code, amount, date: daysFromToday(0) });
    const voided = await newVoucher(20);
    await send('PUT', `/api/gift-vouchers/${voided.id}`, { status: 'void' });
    expect((await redeem(voided.code)).body).toMatchObject({
      code: 'voucher_refused',
      fields: { amount: expect.any(String) },
    });
    const expired = await newVoucher(20, { expires_on: daysFromToday(-1) });
    expect((await redeem(expired.code)).status).toBe(409);
    expect((await redeem('EPV-NONE-NONE-NONE-NONE')).body).toMatchObject({
      code: 'voucher_refused',
      fields: { code: expect.any(String) },
    });
    const used = await newVoucher(20);
    expect((await redeem(used.code)).status).toBe(201);
    const changed = await send('PUT', `/api/gift-vouchers/${used.id}`, { amount: 50 });
    expect(changed.status).toBe(400);
    expect(changed.body.fields.amount).toBeTruthy();
  });

  it(
    'MONEY 10 simultaneous $10 redemptions of a $35 voucher on 10 bookings: exactly 3 are taken and ' + '$5 is left',
    async () => {
      const tourId = await moneyTour(call);
      const bookings = await Promise.all(
        Array.from({ length: 10 }, (_, index) => moneyBooking(call, tourId, 200 + index)),
      );
      const voucher = await newVoucher(35);
      const answers = await Promise.all(
        bookings.map((id) =>
          send('POST', `/api/reservations/${id}/voucher-redemptions`, {
            code: voucher.code,
            amount: 10,
            date: daysFromToday(0),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
      expect((await send('GET', `/api/gift-vouchers/${voucher.id}`)).body.balance).toBe(5);
    },
  );

  it(
    'STAFF the secretary without the money grant can neither see nor sell vouchers, nor manage ' + 'promo codes',
    async () => {
      const secretary = session().secretary;
      expect((await send('GET', '/api/gift-vouchers', undefined, secretary)).status).toBe(403);
      expect((await send('POST', '/api/discount-codes', { code: 'X', value: 5 }, secretary)).status).toBe(403);
    },
  );
});
