import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { daysFromToday } from '../days';
import type { Manifest } from '../../src/domain/manifest';

interface Answer {
  id: number;
  version: number;
  driver_id: number | null;
  code?: string;
}

describeEachDatabase('assignments carry a version', (session) => {
  const call = <T = Answer>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { body, cookie: session().owner });
  const drivers = async () =>
    (await session().server.db.kysely.selectFrom('users').select('id').where('role', '=', 'Driver').execute()).map(
      (row) => row.id,
    );

  it(
    'MANIFEST a departure’s driver: the version read is sent back, a stale one answers 409 and ' + 'changes nothing',
    async () => {
      const day = daysFromToday(410);
      const [first, second] = await drivers();
      const booked = await call('POST', '/api/reservations', {
        nombre: 'Ada',
        fecha: day,
        tour_id: 1,
        adults: 2,
        telefono: '+1 809 555 0100',
        pickup_time: '08:00',
      });
      expect(booked.status).toBe(201);
      const departure = async () => (await call<Manifest>('GET', `/api/manifest?date=${day}`)).body.departures[0];
      expect((await departure()).assignment_version).toBe(0);
      const path = `/api/manifest/departures/1/${day}`;
      const phoneA = await call('PUT', path, { driver_id: first, version: 0 });
      expect(phoneA.body).toMatchObject({ driver_id: first, version: 1 });
      // A second phone still holding version 0 is refused, and the first phone's driver stays.
      const phoneB = await call('PUT', path, { driver_id: second, version: 0 });
      expect([phoneB.status, phoneB.body.code]).toEqual([409, 'conflict']);
      expect(await departure()).toMatchObject({ driver: { id: first }, assignment_version: 1 });
      expect((await call('PUT', path, { driver_id: second, version: 1 })).body).toMatchObject({ version: 2 });
      expect((await departure()).driver?.id).toBe(second);
    },
  );

  it('MANIFEST a booking’s own driver: a stale version answers 409', async () => {
    const [first, second] = await drivers();
    const { body: booking } = await call('POST', '/api/reservations', {
      nombre: 'Grace',
      fecha: daysFromToday(411),
      tour_id: 5,
      adults: 1,
      telefono: '+1 809 555 0100',
    });
    const path = `/api/reservations/${booking.id}/assignment`;
    expect((await call('PUT', path, { driver_id: first, version: booking.version })).status).toBe(200);
    const stale = await call('PUT', path, { driver_id: second, version: booking.version });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
    expect((await call('GET', `/api/reservations/${booking.id}`)).body.driver_id).toBe(first);
  });
});
