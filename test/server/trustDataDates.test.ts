import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { AdminNotification } from '../../src/domain/notifications';
import { es } from '../../src/i18n/features';
import { today } from '../../src/domain/common';

type Refusal = { error: string; fields?: Record<string, string> };

const IMPOSSIBLE = ['2026-02-30', '2026-13-01', '0000-00-00', '9999-12-31'];
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('data that stays true: dates and public bookings', (session) => {
  const call = <T>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });
  // A visitor: no cookie (an undefined one is the owner's, who books as staff).
  const book = (body: Record<string, unknown>) => call<Refusal>('POST', '/api/reservations', body, '');
  const counts = async () => [
    (await call<unknown[]>('GET', '/api/reservations')).body.length,
    (await call<AdminNotification[]>('GET', '/api/admin-notifications')).body.length,
  ];

  it('DATA impossible dates are refused on create and update of a page, and nothing is stored', async () => {
    const before = (await call<unknown[]>('GET', '/api/pages')).body.length;
    for (const date of IMPOSSIBLE) {
      const answer = await call<Refusal>('POST', '/api/pages', { title: `Fecha ${date}`, date });
      expect(answer.status, date).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), date).toEqual(['date']);
    }
    expect((await call<unknown[]>('GET', '/api/pages')).body.length).toBe(before);
    const page = await call<{ id: number; version: number; date: string }>('POST', '/api/pages', {
      title: 'Fecha real',
      date: '2024-02-29',
    });
    expect(page.status).toBe(201);
    const update = await call<Refusal>('PUT', `/api/pages/${page.body.id}`, {
      title: 'Fecha real',
      date: '2026-02-30',
      version: page.body.version,
    });
    expect(update.status).toBe(400);
    expect((await call<{ date: string }>('GET', `/api/pages/${page.body.id}`)).body.date).toBe('2024-02-29');
  });

  it('DATA an anonymous booking for an impossible day is refused and rings no bell', async () => {
    const before = await counts();
    for (const fecha of IMPOSSIBLE) {
      const answer = await book({ nombre: 'Ana', fecha, tour_id: 1, personas: 2, email: 'ana@example.com' });
      expect(answer.status, fecha).toBe(400);
      expect(Object.keys(answer.body.fields ?? {}), fecha).toEqual(['fecha']);
    }
    expect(await counts()).toEqual(before);
  });

  it(
    "DATA the reservations chart refuses an impossible 'today' instead of counting around an " + 'Invalid Date',
    async () => {
      for (const day of IMPOSSIBLE) {
        const answer = await call<Refusal>('GET', `/api/reservations/stats?period=diario&today=${day}`);
        expect([day, answer.status, Object.keys(answer.body.fields ?? {})]).toEqual([day, 400, ['today']]);
      }
      expect((await call('GET', `/api/reservations/stats?period=diario&today=2024-02-29`)).status).toBe(200);
    },
  );

  it(
    'DATA a visitor books today or later: a past day, or neither email nor phone, is refused under its fields ' +
      'and rings no bell',
    async () => {
      const before = await counts();
      const past = await book({
        nombre: 'Ana',
        fecha: dayAfter(today(), -1),
        tour_id: 1,
        personas: 2,
        email: 'ana@example.com',
      });
      expect(past.status).toBe(400);
      expect(past.body.fields).toEqual({ fecha: es.ep.reservations.pastDate });
      const unreachable = await book({
        nombre: 'Ana',
        fecha: dayAfter(today(), 3),
        tour_id: 1,
        personas: 2,
        email: '',
        telefono: '  ',
      });
      expect(unreachable.status).toBe(400);
      expect(unreachable.body.fields).toEqual({
        email: es.ep.reservations.contactRequired,
        telefono: es.ep.reservations.contactRequired,
      });
      expect(await counts()).toEqual(before);
      expect(
        (await book({ nombre: 'Ana', fecha: today(), tour_id: 1, personas: 2, telefono: '+1 809 555 0100' })).status,
      ).toBe(201);
      expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
    },
  );
});
