import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { moneyBooking, moneyTour, type Call } from './support/moneyRounds';
import type { Cashup } from '../../src/domain/cashup';

// Days no demo booking pays on, so the sheet holds this test's payments only.
const DAY = '2031-03-10';
const NEXT = '2031-03-11';

describeEachDatabase('the cash-up', (session) => {
  const as =
    (who: 'owner' | 'secretary'): Call =>
    (method, path, body) =>
      session().server.call(method, path, { body, cookie: session()[who] }) as never;
  const owner = as('owner');
  const cashup = (query: string, who: 'owner' | 'secretary' = 'owner') =>
    session().server.call<Cashup & { code?: string; fields?: Record<string, string> }>('GET', `/api/cashup?${query}`, {
      cookie: session()[who],
    });

  it(
    'MONEY the day’s payments and refunds by method and recorder, summed in cents, with the cash to ' + 'hand over',
    async () => {
      const tour = await moneyTour(owner);
      const first = await moneyBooking(owner, tour, 200);
      const second = await moneyBooking(owner, tour, 201);
      const pay = (id: number, amount: number | string, method: string, date = DAY, kind = 'payment') =>
        owner('POST', `/api/reservations/${id}/payments`, { amount, method, date, kind, reference: `r-${amount}` });
      for (const [id, amount, method] of [
        [first, '0.10', 'cash'],
        [first, '0.20', 'cash'],
        [first, 30, 'card'],
        [second, 45.5, 'cash'],
        [second, 12.35, 'paypal'],
      ] as const)
        expect((await pay(id, amount, method)).status).toBe(201);
      expect((await pay(second, 5.25, 'cash', DAY, 'refund')).status).toBe(201);
      // Received the next day: on the range's sheet, not the day's.
      expect((await pay(first, 20, 'transfer', NEXT)).status).toBe(201);

      const day = await cashup(`from=${DAY}&to=${DAY}`);
      expect(day.status).toBe(200);
      expect(day.body.lines).toHaveLength(6);
      expect(day.body.lines[0]).toMatchObject({
        date: DAY,
        reservation_id: first,
        guest: 'Ada Lovelace',
        method: 'cash',
        kind: 'payment',
        amount: 0.1,
        recorded_by: 'dueno',
      });
      expect(day.body.lines[0].tour).toMatch(/^Money /);
      const method = (name: string) => day.body.by_method.find((row) => row.method === name);
      expect(method('cash')).toEqual({ method: 'cash', payments: 45.8, refunds: 5.25, net: 40.55, count: 4 });
      expect(method('card')).toMatchObject({ payments: 30, net: 30, count: 1 });
      expect(method('transfer')).toMatchObject({ payments: 0, count: 0 });
      expect(day.body.by_method.map((row) => row.method)).toEqual(['cash', 'card', 'transfer', 'paypal', 'other']);
      expect(day.body.total).toEqual({ payments: 88.15, refunds: 5.25, net: 82.9, count: 6 });
      expect(day.body.by_recorder).toEqual([
        { recorded_by: 'dueno', payments: 88.15, refunds: 5.25, net: 82.9, count: 6 },
      ]);
      expect(day.body.cash_to_hand_over).toBe(40.55);

      const range = await cashup(`from=${DAY}&to=${NEXT}`);
      expect(range.body.lines).toHaveLength(7);
      expect(range.body.total.net).toBe(102.9);
      expect(range.body.cash_to_hand_over).toBe(40.55);
    },
  );

  it(
    'MONEY a range backwards or over a year is refused with the field named; the secretary without the ' +
      'grant gets 403',
    async () => {
      const backwards = await cashup(`from=${NEXT}&to=${DAY}`);
      expect(backwards.status).toBe(400);
      expect(JSON.stringify(backwards.body)).toContain('«Hasta» no puede ser anterior a «Desde»');
      expect((await cashup('from=2030-01-01&to=2031-01-02')).status).toBe(400);
      expect((await cashup('from=2031-13-01&to=2031-13-01')).status).toBe(400);
      expect((await cashup(`from=${DAY}&to=${DAY}`, 'secretary')).status).toBe(403);
    },
  );
});
