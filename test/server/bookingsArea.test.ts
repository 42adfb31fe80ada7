import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Booking } from '../../src/domain/bookings';
import type { AdminNotification } from '../../src/domain/notifications';
import { notificationDay } from '../../src/domain/notifications';
import { demoData } from '../../src/server/seed/demoData';
import { today } from '../../src/domain/common';
import { es } from '../../src/i18n/features';
import { BUCKETS_AHEAD, PERIODS } from '../../src/domain/bookingPeriods';
import { daysFromToday } from '../days';

interface Stats {
  period: string;
  total: number;
  buckets: { start: string; end: string; label: string; count: number; people: number }[];
}

const TODAY = today();

describeEachDatabase('reservations API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });
  // A visitor: no session (an undefined cookie would be the owner's, the default).
  const book = (body: Record<string, unknown>) =>
    call<Booking & { fields?: Record<string, string> }>('POST', '/api/reservations', body, '');

  it(
    'API-79 RES-13 the owner lists reservations with nombre, fecha, tour_id, personas and estado; ' + 'others may not',
    async () => {
      const { status, body } = await call<Booking[]>('GET', '/api/reservations');
      expect(status).toBe(200);
      expect(body.length).toBe(demoData().reservas.length);
      expect(Object.keys(body[0])).toEqual(
        expect.arrayContaining(['id', 'nombre', 'fecha', 'tour_id', 'personas', 'estado']),
      );
      expect(new Set(body.map((row) => row.estado))).toEqual(
        new Set(['nueva', 'pendiente', 'confirmada', 'futura', 'cancelada']),
      );
      expect((await call('GET', '/api/reservations', undefined, session().secretary)).status).toBe(403);
      expect((await call('GET', '/api/reservations', undefined, '')).status).toBe(401);
    },
  );

  it('RES-06 RES-10 filters by estado, 20 per page, newest date first', async () => {
    const answer = await call<Booking[]>(
      'GET',
      `/api/reservations?filter=${encodeURIComponent('{"estado":"confirmada"}')}&range=[0,19]&sort=` +
        `${encodeURIComponent('["fecha","DESC"]')}`,
    );
    expect(answer.body).toHaveLength(20);
    expect(answer.body.every((row) => row.estado === 'confirmada')).toBe(true);
    expect(answer.body.map((row) => row.fecha)).toEqual([...answer.body.map((row) => row.fecha)].sort().reverse());
    expect(answer.headers.get('content-range')).toMatch(/^reservations 0-19\/\d+$/);
  });

  it('a visitor books: stored as nueva and announced on the bell in the same transaction', async () => {
    const created = await book({
      nombre: 'Ana Lucía Pérez',
      fecha: daysFromToday(10),
      tour_id: 1,
      personas: 3,
      email: 'ana@example.com',
      estado: 'confirmada',
    });
    expect(created.status).toBe(400);
    const ok = await book({
      nombre: 'Ana Lucía Pérez',
      fecha: daysFromToday(10),
      tour_id: 1,
      personas: 3,
      email: 'ana@example.com',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ nombre: 'Ana Lucía Pérez', tour_id: 1, personas: 3, estado: 'nueva' });
    const bell = await call<AdminNotification[]>(
      'GET',
      `/api/admin-notifications?range=[0,0]&sort=${encodeURIComponent('["id","DESC"]')}`,
    );
    expect(bell.body[0]).toMatchObject({ type: 'reserva', read: false });
    expect(bell.body[0].text).toContain('Ana Lucía Pérez');
    expect(bell.body[0].text).toContain('27 Damajagua Waterfalls');
    expect(bell.body[0].text).toContain(`(${notificationDay(daysFromToday(10))})`);
    expect(bell.body[0].text).not.toContain(daysFromToday(10));
  });

  it('STAFF the bell writes a booked day as the seeded notices do: (25 nov), never (2026-11-25)', () => {
    expect(notificationDay('2026-11-25')).toBe('25 nov');
    expect(notificationDay('2027-01-03')).toBe('3 ene');
  });

  it(
    'a booking over the tour capacity, for an unknown or inactive tour, or without a name stores nothing and ' +
      'rings no bell',
    async () => {
      const count = async () => (await call<Booking[]>('GET', '/api/reservations')).body.length;
      const notifications = async () =>
        (await call<AdminNotification[]>('GET', '/api/admin-notifications')).body.length;
      const [reservations, bell] = [await count(), await notifications()];
      const kite = await book({
        nombre: 'Group',
        fecha: daysFromToday(3),
        tour_id: 8,
        personas: 5,
        telefono: '+1 809 555 0100',
      });
      expect(kite.body.fields).toEqual({ personas: 'Este tour admite como máximo 4 personas' });
      expect(
        (await book({ nombre: 'X', fecha: daysFromToday(3), tour_id: 999, personas: 1, email: 'x@example.com' })).body
          .fields,
      ).toEqual({ tour_id: es.ep.reservations.tourMissing });
      expect(
        (await book({ nombre: 'X', fecha: daysFromToday(3), tour_id: 12, personas: 1, email: 'x@example.com' })).body
          .fields,
      ).toEqual({ tour_id: es.ep.reservations.tourMissing });
      expect(
        Object.keys(
          (await book({ nombre: '', fecha: 'mañana', tour_id: 1, personas: 0, email: 'x@example.com' })).body.fields ??
            {},
        ).sort(),
      ).toEqual(['fecha', 'nombre', 'personas']);
      expect([await count(), await notifications()]).toEqual([reservations, bell]);
    },
  );

  it(
    'RES-12 (DECISIONS) the owner edits a booking on its form; the party sum and the money stay as the server ' +
      'sets them',
    async () => {
      const [first] = (
        await call<Booking[]>('GET', `/api/reservations?filter=${encodeURIComponent('{"estado":"nueva"}')}&range=[0,0]`)
      ).body;
      const updated = await call<Booking>('PUT', `/api/reservations/${first.id}`, {
        ...first,
        estado: 'confirmada',
        personas: 99,
        paid: 1000,
        nombre: 'Cambiado',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        estado: 'confirmada',
        personas: first.personas,
        paid: first.paid,
        nombre: 'Cambiado',
        version: first.version + 1,
      });
      expect((await call('PUT', `/api/reservations/${first.id}`, { estado: 'perdida' })).status).toBe(400);
      expect((await call('DELETE', `/api/reservations/${first.id}`)).status).toBe(404);
    },
  );

  it(
    'RES-02 RES-03 DECISIONS RES-05 counts per bucket of each period come from the database and add up to ' +
      'the total',
    async () => {
      const all = (await call<Booking[]>('GET', '/api/reservations')).body;
      for (const period of PERIODS) {
        const { status, body } = await call<Stats>('GET', `/api/reservations/stats?period=${period}&today=${TODAY}`);
        expect(status, period).toBe(200);
        expect(body.buckets).toHaveLength(12 + BUCKETS_AHEAD[period]);
        expect(body.buckets[11].start <= TODAY && TODAY <= body.buckets[11].end).toBe(true);
        for (const bucket of body.buckets) {
          const inside = all.filter((row) => row.fecha >= bucket.start && row.fecha <= bucket.end);
          expect(bucket.count, `${period} ${bucket.label}`).toBe(inside.length);
          expect(bucket.people).toBe(inside.reduce((sum, row) => sum + row.personas, 0));
        }
        expect(body.total).toBe(body.buckets.reduce((sum, bucket) => sum + bucket.count, 0));
      }
      const monthly = (await call<Stats>('GET', `/api/reservations/stats?period=mensual&today=${TODAY}`)).body;
      expect(monthly.buckets.filter((bucket) => bucket.count > 0).length).toBeGreaterThanOrEqual(11);
      const cancelled = (
        await call<Stats>('GET', `/api/reservations/stats?period=mensual&today=${TODAY}&estado=cancelada`)
      ).body;
      expect(cancelled.total).toBe(
        all.filter(
          (row) =>
            row.estado === 'cancelada' &&
            row.fecha >= monthly.buckets[0].start &&
            row.fecha <= monthly.buckets.at(-1)!.end,
        ).length,
      );
      expect((await call('GET', '/api/reservations/stats?period=anual')).status).toBe(400);
      expect((await call('GET', '/api/reservations/stats', undefined, session().secretary)).status).toBe(403);
    },
  );

  it(
    'RES-02 RES-03 BOOKING the month and week tabs hold the bookings ahead of today, and each count is the ' +
      'list of the same days',
    async () => {
      for (const period of PERIODS.filter((tab) => BUCKETS_AHEAD[tab] > 0)) {
        const { body } = await call<Stats>('GET', `/api/reservations/stats?period=${period}&today=${TODAY}`);
        const ahead = body.buckets.slice(12);
        expect(
          ahead.every((bucket) => bucket.start > TODAY),
          period,
        ).toBe(true);
        expect(
          ahead.reduce((sum, bucket) => sum + bucket.count, 0),
          period,
        ).toBeGreaterThan(0);
        const window = encodeURIComponent(
          JSON.stringify({ fecha_gte: body.buckets[0].start, fecha_lte: body.buckets.at(-1)!.end }),
        );
        const listed = await call<Booking[]>('GET', `/api/reservations?filter=${window}&range=[0,19]`);
        expect(listed.headers.get('content-range'), period).toMatch(new RegExp(`/${body.total}$`));
      }
    },
  );

  it('TOUR-35 force deleting a tour takes its reservations out of the list and the stats', async () => {
    const ofTour = async () =>
      (await call<Booking[]>('GET', `/api/reservations?filter=${encodeURIComponent('{"tour_id":3}')}&range=[0,999]`))
        .body.length;
    expect(await ofTour()).toBeGreaterThan(0);
    expect((await call('POST', '/api/force-delete-tour/3')).status).toBe(200);
    expect(await ofTour()).toBe(0);
  });
});
