import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { moneyTour, type Call } from './support/moneyRounds';
import type { Reports } from '../../src/domain/reports';
import type { Cashup } from '../../src/domain/cashup';
import type { Booking } from '../../src/domain/bookings';

// Months no demo booking reaches, so the report holds this test's bookings and payments only.
const FROM = '2031-03-01';
const TO = '2031-04-30';

describeEachDatabase('the reports', (session) => {
  const call = ((method, path, body) => session().server.call(method, path, { body, cookie: session().owner })) as Call;
  const get = async <T>(path: string) =>
    (await session().server.call<T>('GET', path, { cookie: session().owner })).body;

  it(
    'MONEY received by period, tour and channel adds up to the cash-up in cents; bookings, people, no-shows ' +
      'and cancellations by trip month; owed split at today',
    async () => {
      const tour = await moneyTour(call);
      const book = async (fecha: string, source: string, adults: number) => {
        const created = await call('POST', '/api/reservations', {
          nombre: `Guest ${source}`,
          fecha,
          tour_id: tour,
          adults,
          children: 0,
          telefono: '+1 809 555 0100',
          source,
          estado: 'confirmada',
        });
        expect(created.status).toBe(201);
        return created.body as unknown as Booking & { id: number };
      };
      const web = await book('2031-03-05', 'web', 2);
      const hotel = await book('2031-03-20', 'hotel', 3);
      const cancelled = await book('2031-04-02', 'agency', 1);
      const noShow = await book('2031-04-03', 'phone', 1);
      const pay = (id: number, amount: number, date: string, kind = 'payment') =>
        call('POST', `/api/reservations/${id}/payments`, { amount, date, kind, method: 'cash' });
      // One after the other: a refund is checked against what was paid before it.
      for (const [id, amount, date, kind] of [
        [web.id, 0.1, '2031-03-01'],
        [web.id, 0.2, '2031-03-02'],
        [hotel.id, 150, '2031-03-02'],
        [hotel.id, 20.5, '2031-04-01', 'refund'],
        [cancelled.id, 40, '2031-03-15'],
      ] as const)
        expect((await pay(id, amount, date, kind)).status).toBe(201);
      expect((await call('PUT', `/api/reservations/${cancelled.id}`, { estado: 'cancelada' })).status).toBe(200);
      const checked = await call('PUT', `/api/reservations/${noShow.id}/checkin`, {
        checkin: 'no_show',
        version: noShow.version,
      });
      expect(checked.status).toBe(200);

      const report = await get<Reports>(`/api/reports?from=${FROM}&to=${TO}&group=month&today=2031-03-25`);
      expect(report.revenue_by_period).toEqual([
        { key: '2031-03', received: 190.3, refunded: 0, net: 190.3 },
        { key: '2031-04', received: 0, refunded: 20.5, net: -20.5 },
      ]);
      const sheet = await get<Cashup>(`/api/cashup?from=${FROM}&to=${TO}`);
      expect(report.revenue_by_period.reduce((sum, row) => sum + Math.round(row.net * 100), 0)).toBe(
        Math.round(sheet.total.net * 100),
      );
      expect(report.revenue_by_tour).toEqual([
        expect.objectContaining({ key: String(tour), received: 190.3, refunded: 20.5, net: 169.8 }),
      ]);
      expect(report.revenue_by_tour[0].name).toMatch(/^Money /);
      expect(report.revenue_by_channel).toEqual([
        { key: 'hotel', received: 150, refunded: 20.5, net: 129.5 },
        { key: 'agency', received: 40, refunded: 0, net: 40 },
        { key: 'web', received: 0.3, refunded: 0, net: 0.3 },
      ]);
      expect(report.activity).toEqual([
        { period: '2031-03', bookings: 2, people: 5, cancelled: 0, no_shows: 0, no_show_rate: 0 },
        { period: '2031-04', bookings: 2, people: 1, cancelled: 1, no_shows: 1, no_show_rate: 1 },
      ]);

      // Owed is every booking not cancelled, split at the owner's today.
      const all = await get<Booking[]>('/api/reservations?range=[0,100000]');
      const due = (keep: (row: Booking) => boolean) =>
        all
          .filter((row) => row.estado !== 'cancelada' && row.balance > 0 && keep(row))
          .reduce((sum, row) => sum + Math.round(row.balance * 100), 0);
      const owed = (await get<Reports>(`/api/reports?from=${FROM}&to=${TO}&today=2031-03-25`)).owed;
      expect(Math.round(owed.overdue * 100)).toBe(due((row) => row.fecha < '2031-03-25'));
      expect(Math.round(owed.upcoming * 100)).toBe(due((row) => row.fecha >= '2031-03-25'));
      expect(owed.upcoming_bookings).toBe(1);

      const days = await get<Reports>(`/api/reports?from=2031-03-01&to=2031-03-03&group=day`);
      expect(days.revenue_by_period.map((row) => [row.key, row.net])).toEqual([
        ['2031-03-01', 0.1],
        ['2031-03-02', 150.2],
        ['2031-03-03', 0],
      ]);
    },
  );

  it(
    'MONEY a range too long for its grouping, or backwards, is refused; the secretary without the ' + 'grant gets 403',
    async () => {
      const status = async (query: string, cookie = session().owner) =>
        (await session().server.call('GET', `/api/reports?${query}`, { cookie })).status;
      expect(await status('from=2031-01-01&to=2031-06-01&group=day')).toBe(400);
      expect(await status('from=2031-02-01&to=2031-01-01')).toBe(400);
      expect(await status('from=2031-01-01&to=2031-02-01&group=week')).toBe(400);
      expect(await status(`from=${FROM}&to=${TO}`, session().secretary)).toBe(403);
    },
  );
});
