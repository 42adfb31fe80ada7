import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { moneyBooking, moneyTour, type Call } from './support/moneyRounds';
import type { Cashup } from '../../src/domain/cashup';
import { TOURS_URL } from '../../src/domain/navigation';
import { daysFromToday } from '../days';

const DAY = '2031-05-04';

describeEachDatabase('payments in Dominican pesos', (session) => {
  const call = ((method, path, body) => session().server.call(method, path, { body, cookie: session().owner })) as Call;
  const send = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { body, cookie: session().owner });

  it(
    'MONEY a cash payment in pesos keeps the pesos and the day’s rate, pays the booking in USD to the cent, ' +
      'and the rate is remembered for the day',
    async () => {
      const id = await moneyBooking(call, await moneyTour(call), 220);
      expect((await send<{ rate: number | null }>('GET', `/api/exchange-rates/${DAY}`)).body.rate).toBeNull();
      const paid = await send<Record<string, unknown>>('POST', `/api/reservations/${id}/payments`, {
        currency: 'DOP',
        amount_dop: '2950',
        rate: '58.75',
        date: DAY,
        method: 'cash',
      });
      expect(paid.status).toBe(201);
      // 2950 / 58.75 = 50.2127…: $50.21.
      expect(paid.body).toMatchObject({ currency: 'DOP', amount_dop: 2950, rate: 58.75, amount: 50.21 });
      const booking = (await send<{ paid: number; balance: number }>('GET', `/api/reservations/${id}`)).body;
      expect(booking).toMatchObject({ paid: 50.21, balance: 49.79 });
      expect((await send<{ rate: number }>('GET', `/api/exchange-rates/${DAY}`)).body).toEqual({
        date: DAY,
        rate: 58.75,
      });
      // The cash-up stays in USD.
      const sheet = (await send<Cashup>('GET', `/api/cashup?from=${DAY}&to=${DAY}`)).body;
      expect(sheet.cash_to_hand_over).toBe(50.21);

      expect((await send('PUT', `/api/exchange-rates/${DAY}`, { rate: 59 })).status).toBe(200);
      expect((await send<{ rate: number }>('GET', `/api/exchange-rates/${DAY}`)).body.rate).toBe(59);
    },
  );

  it(
    'MONEY a peso payment without a rate, with a silly rate or loose text is refused by field; USD payments ' +
      'are unchanged',
    async () => {
      const id = await moneyBooking(call, await moneyTour(call), 221);
      const pay = (body: Record<string, unknown>) =>
        send<{ fields?: Record<string, string> }>('POST', `/api/reservations/${id}/payments`, {
          date: DAY,
          method: 'cash',
          ...body,
        });
      const noRate = await pay({ currency: 'DOP', amount_dop: 1000 });
      expect(noRate.status).toBe(400);
      expect(noRate.body.fields?.rate).toBe('Escribe la tasa del día, p. ej. 58.50');
      expect((await pay({ currency: 'DOP', amount_dop: 1000, rate: 5900 })).status).toBe(400);
      expect((await pay({ currency: 'DOP', amount_dop: '1e3', rate: 58 })).status).toBe(400);
      expect((await pay({ currency: 'EUR', amount: 10 })).status).toBe(400);
      const usd = await send<Record<string, unknown>>('POST', `/api/reservations/${id}/payments`, {
        amount: 10,
        date: DAY,
        method: 'card',
      });
      expect(usd.body).toMatchObject({ currency: 'USD', amount_dop: null, rate: null, amount: 10 });
    },
  );

  it(
    'PUBLIC a tour page shows the DOP equivalent of its price once the owner has set a rate, and ' + 'none before',
    async () => {
      const slug = `pesos-${Date.now()}`;
      const created = await send<{ id: number }>('POST', '/api/tours', {
        nombre: 'Pesos tour',
        slug,
        precio: 50,
        duracion: '2 hours',
        capacidad: '1-12 people',
        descripcion: 'A tour priced in dollars.',
      });
      expect(created.status).toBe(201);
      const page = async () => {
        const answer = await fetch(`${session().server.url}${TOURS_URL}/${slug}`);
        return answer.text();
      };
      // Demo rates sit on no day; this test's day is the far future, so today has none unless a test set one.
      const before = await page();
      const known = (await send<{ rate: number | null }>('GET', `/api/exchange-rates/${daysFromToday(0)}`)).body.rate;
      if (known === null) expect(before).not.toContain('RD$');
      expect((await send('PUT', `/api/exchange-rates/${daysFromToday(0)}`, { rate: 60.5 })).status).toBe(200);
      const after = await page();
      expect(after).toMatch(/class="dop" data-dop-rate="60.5"\s*>≈ RD\$3,025<\/small/);
    },
  );
});
