import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { copyFileSync } from 'node:fs';
import { canAccess } from '../../src/domain/access';
import type { Manifest } from '../../src/domain/manifest';
import type { StaffGrants } from '../../src/domain/staffPermissions';
import type { RegisteredRoute } from '../../src/server/auth/access';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { describeEachDatabase, type Session } from './support/testServer';

const CREDENTIALS =
  'dueno:dueno:owner,secretaria:secretaria:secretary,ramon.diaz:ramon.diaz:driver,yanelis.p:yanelis.p:driver';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');
const METHOD_ACTION: Record<string, string> = {
  GET: 'list',
  POST: 'create',
  PUT: 'edit',
  PATCH: 'edit',
  DELETE: 'delete',
};

type Who = 'secretary' | 'driver';
/** What the role table says a route answers the caller: open, or 403. */
function expected(route: RegisteredRoute, who: Who, grants: StaffGrants): 'open' | 403 {
  const { access } = route;
  if (access === 'public' || access === 'signed-in') return 'open';
  if (access === 'session') return who === 'driver' ? 403 : 'open';
  const action = access.action ?? METHOD_ACTION[route.method];
  return canAccess(who, { resource: access.resource, action }, grants) ? 'open' : 403;
}

const booking = (fecha: string, fields: Record<string, unknown> = {}) => ({
  nombre: 'Grace Hopper',
  fecha,
  tour_id: 1,
  adults: 2,
  children: 0,
  telefono: '+1 809 555 0100',
  pickup_place: 'Casa Colonial',
  pickup_time: '08:00',
  source: 'phone',
  estado: 'confirmada',
  ...fields,
});

function api(session: () => Session) {
  const call = <T = Record<string, unknown>>(method: string, path: string, cookie: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie, body });
  const grant = async (grants: StaffGrants) => {
    const current = await call<{ version: number }>('GET', '/api/staff-permissions', session().owner);
    const saved = await call('PUT', '/api/staff-permissions', session().owner, {
      ...grants,
      version: current.body.version,
    });
    expect(saved.status).toBe(200);
  };
  return { call, grant };
}

describeEachDatabase(
  'STAFF the owner grants the secretary the bookings',
  (session) => {
    const { call, grant } = api(session);

    it('STAFF both grants are off on a new install, and only the owner reads or changes them', async () => {
      const { owner, secretary } = session();
      expect((await call('GET', '/api/staff-permissions', owner)).body).toEqual({
        secretary_bookings: false,
        secretary_money: false,
        version: 0,
      });
      expect((await call('GET', '/api/staff-permissions', secretary)).status).toBe(403);
      expect((await call('PUT', '/api/staff-permissions', secretary, { secretary_bookings: true })).status).toBe(403);
      expect((await call('GET', '/api/auth/me', secretary)).body).toEqual({
        username: 'secretaria',
        role: 'secretary',
        grants: { secretary_bookings: false, secretary_money: false },
      });
    });

    it(
      'STAFF every route answers the secretary as the role table says, before the grant, with the bookings, ' +
        'and with the money',
      async () => {
        const { server, secretary } = session();
        const mismatches: string[] = [];
        const grantsInTurn: StaffGrants[] = [
          { secretary_bookings: false, secretary_money: false },
          { secretary_bookings: true, secretary_money: false },
          { secretary_bookings: true, secretary_money: true },
        ];
        for (const grants of grantsInTurn) {
          await grant(grants);
          for (const route of server.app.apiRoutes) {
            if (route.url === '/api/auth/logout' || route.access === 'public') continue;
            const { status } = await server.call(route.method, concrete(route.url), {
              cookie: secretary,
              body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
            });
            const want = expected(route, 'secretary', grants);
            const ok = want === 'open' ? status !== 401 && status !== 403 : status === 403;
            if (!ok)
              mismatches.push(`${JSON.stringify(grants)} ${route.method} ${route.url}: ${status}, expected ${want}`);
          }
        }
        expect(mismatches).toEqual([]);
        await grant({ secretary_bookings: false, secretary_money: false });
      },
      120_000,
    );

    it(
      'STAFF granted the bookings, she takes a phone booking, assigns a driver and records a payment; never a ' +
        'price, refund, payment delete or the audit',
      async () => {
        const { owner, secretary } = session();
        const day = inDays(400);
        expect((await call('GET', '/api/reservations', secretary)).status).toBe(403);
        expect((await call('GET', `/api/manifest?date=${day}`, secretary)).status).toBe(403);
        await grant({ secretary_bookings: true, secretary_money: false });
        // The change holds from her very next call (this process forgets its kept grants on the save).
        expect((await call('GET', '/api/reservations', secretary)).status).toBe(200);
        const created = await call<{ id: number; version: number; price_total: number }>(
          'POST',
          '/api/reservations',
          secretary,
          booking(day),
        );
        expect(created.status).toBe(201);
        const own = await call('POST', '/api/reservations', secretary, {
          ...booking(day),
          price_override: true,
          price_total: 1,
          price_reason: 'amiga',
        });
        expect(own.status).toBe(403);
        const edit = await call('PUT', `/api/reservations/${created.body.id}`, secretary, {
          price_override: true,
          price_total: 1,
          price_reason: 'amiga',
        });
        expect(edit.status).toBe(403);
        const drivers = await call<{ id: number; username: string }[]>(
          'GET',
          '/api/users?filter={"role":"Driver"}',
          secretary,
        );
        expect(drivers.status).toBe(200);
        const ramon = drivers.body.find(({ username }) => username === 'ramon.diaz')!;
        const assigned = await call('PUT', `/api/reservations/${created.body.id}/assignment`, secretary, {
          driver_id: ramon.id,
          version: created.body.version,
        });
        expect(assigned.status).toBe(200);
        const paid = await call<{ id: number }>('POST', `/api/reservations/${created.body.id}/payments`, secretary, {
          amount: 10,
          date: day,
          method: 'cash',
        });
        expect(paid.status).toBe(201);
        const refund = { amount: 5, date: day, method: 'cash', kind: 'refund' };
        expect((await call('POST', `/api/reservations/${created.body.id}/payments`, secretary, refund)).status).toBe(
          403,
        );
        expect((await call('GET', '/api/payments', secretary)).status).toBe(403);
        expect((await call('DELETE', `/api/payments/${paid.body.id}`, secretary)).status).toBe(403);
        expect((await call('GET', '/api/audit', secretary)).status).toBe(403);
        expect((await call('GET', '/api/users', secretary)).status).toBe(200);
        expect((await call('PUT', `/api/users/${ramon.id}`, secretary, { phone: '1' })).status).toBe(403);

        await grant({ secretary_bookings: true, secretary_money: true });
        expect((await call('GET', '/api/payments', secretary)).status).toBe(200);
        expect((await call('POST', `/api/reservations/${created.body.id}/payments`, secretary, refund)).status).toBe(
          201,
        );
        expect((await call('DELETE', `/api/payments/${paid.body.id}`, secretary)).status).toBe(403);
        expect((await call('GET', '/api/audit', secretary)).status).toBe(403);
        // The owner still sets her own price.
        const owned = await call('PUT', `/api/reservations/${created.body.id}`, owner, {
          price_override: true,
          price_total: 99,
          price_reason: 'regular',
        });
        expect(owned.status).toBe(200);
        // The secretary may edit that booking as long as she leaves the owner's price as it is.
        const note = await call('PUT', `/api/reservations/${created.body.id}`, secretary, {
          notas: 'Silla de bebé',
          price_override: true,
          price_total: 99,
          price_reason: 'regular',
        });
        expect(note.status).toBe(200);
        expect((await call('PUT', `/api/reservations/${created.body.id}`, secretary, { price_total: 50 })).status).toBe(
          403,
        );

        await grant({ secretary_bookings: false, secretary_money: false });
        expect((await call('GET', '/api/reservations', secretary)).status).toBe(403);
        expect((await call('GET', `/api/manifest?date=${day}`, secretary)).status).toBe(403);
      },
    );
  },
  { env: { ADMIN_CREDENTIALS: CREDENTIALS } },
);

describeEachDatabase(
  'DRIVER a driver signs in to his own runs',
  (session) => {
    const { call } = api(session);

    it(
      'DRIVER the manifest answers him his runs only, he checks his guests in and collects, and every other ' +
        'API answers 403',
      async () => {
        const { server, owner } = session();
        const ramonCookie = await server.login('ramon.diaz');
        const yanelisCookie = await server.login('yanelis.p');
        expect((await call('GET', '/api/auth/me', ramonCookie)).body).toEqual({
          username: 'ramon.diaz',
          role: 'driver',
        });
        const drivers = await call<{ id: number; username: string }[]>(
          'GET',
          '/api/users?filter={"role":"Driver"}',
          owner,
        );
        const id = (name: string) => drivers.body.find(({ username }) => username === name)!.id;
        const day = inDays(401);
        const book = async (fields: Record<string, unknown>) => {
          const created = await call<{ id: number; version: number }>(
            'POST',
            '/api/reservations',
            owner,
            booking(day, fields),
          );
          expect(created.status).toBe(201);
          return created.body;
        };
        const mine = await book({ nombre: 'Ada', pickup_time: '08:00', driver_id: id('ramon.diaz') });
        const alsoMine = await book({ nombre: 'Alan', pickup_time: '08:30', driver_id: id('ramon.diaz') });
        const hers = await book({ nombre: 'Barbara', tour_id: 5, pickup_time: '09:00', driver_id: id('yanelis.p') });

        const runs = await call<Manifest>('GET', `/api/manifest?date=${day}`, ramonCookie);
        expect(runs.status).toBe(200);
        const names = runs.body.departures.flatMap((departure) => departure.bookings.map((entry) => entry.nombre));
        expect(names).toEqual(['Ada', 'Alan']);
        // Each driver's day is kept apart: hers, asked after his, is hers.
        const herRuns = await call<Manifest>('GET', `/api/manifest?date=${day}`, yanelisCookie);
        expect(herRuns.body.departures.flatMap((departure) => departure.bookings.map(({ nombre }) => nombre))).toEqual([
          'Barbara',
        ]);
        const full = await call<Manifest>('GET', `/api/manifest?date=${day}`, owner);
        expect(full.body.departures.flatMap((departure) => departure.bookings).length).toBe(3);

        // A booking moved to another driver leaves his run.
        const moved = await call('PUT', `/api/reservations/${alsoMine.id}/assignment`, owner, {
          driver_id: id('yanelis.p'),
        });
        expect(moved.status).toBe(200);
        const after = await call<Manifest>('GET', `/api/manifest?date=${day}`, ramonCookie);
        expect(after.body.departures.flatMap((departure) => departure.bookings.map((entry) => entry.nombre))).toEqual([
          'Ada',
        ]);

        const checked = await call<{ version: number; checkin: string }>(
          'PUT',
          `/api/driver/bookings/${mine.id}/checkin`,
          ramonCookie,
          { checkin: 'presente', version: mine.version },
        );
        expect(checked.status).toBe(200);
        expect(checked.body.checkin).toBe('presente');
        // His phone's old version: someone changed it since (his own check-in here); 409, nothing taken.
        const stale = await call('POST', `/api/driver/bookings/${mine.id}/payments`, ramonCookie, {
          amount: 10,
          date: day,
          version: mine.version,
        });
        expect(stale.status).toBe(409);
        const before = await call<{ balance: number }>('GET', `/api/reservations/${mine.id}`, owner);
        const collected = await call<{ balance: number }>(
          'POST',
          `/api/driver/bookings/${mine.id}/payments`,
          ramonCookie,
          {
            amount: before.body.balance,
            date: day,
            version: checked.body.version,
          },
        );
        expect(collected.status).toBe(201);
        expect(collected.body.balance).toBe(0);
        const payments = await call<{ method: string; recorded_by: string }[]>(
          'GET',
          `/api/payments?filter={"reservation_id":${mine.id}}`,
          owner,
        );
        expect(payments.body).toMatchObject([{ method: 'cash', recorded_by: 'ramon.diaz' }]);

        // Not his guests: refused, whoever's they are.
        expect(
          (
            await call('PUT', `/api/driver/bookings/${hers.id}/checkin`, ramonCookie, {
              checkin: 'presente',
              version: 1,
            })
          ).status,
        ).toBe(403);
        expect(
          (
            await call('PUT', `/api/driver/bookings/${hers.id}/checkin`, yanelisCookie, {
              checkin: 'presente',
              version: hers.version,
            })
          ).status,
        ).toBe(200);

        const mismatches: string[] = [];
        for (const route of server.app.apiRoutes) {
          if (route.url === '/api/auth/logout' || route.access === 'public') continue;
          const path = route.url === '/api/manifest' ? `/api/manifest?date=${day}` : concrete(route.url);
          const { status } = await server.call(route.method, path, {
            cookie: ramonCookie,
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          const want = expected(route, 'driver', { secretary_bookings: true, secretary_money: true });
          const ok = want === 'open' ? status !== 401 && status !== 403 : status === 403;
          if (!ok) mismatches.push(`${route.method} ${route.url}: ${status}, expected ${want}`);
        }
        expect(mismatches).toEqual([]);
        const open = server.app.apiRoutes
          .filter(
            (route) =>
              route.access !== 'public' &&
              expected(route, 'driver', { secretary_bookings: true, secretary_money: true }) === 'open',
          )
          .map((route) => `${route.method} ${route.url}`)
          .sort();
        expect(open).toEqual([
          'GET /api/auth/me',
          'GET /api/manifest',
          'POST /api/driver/bookings/:id/payments',
          'PUT /api/driver/bookings/:id/checkin',
        ]);
      },
      60_000,
    );
  },
  { env: { ADMIN_CREDENTIALS: CREDENTIALS } },
);

describe('DRIVER logins name driver cards', () => {
  it('DRIVER the server refuses to start when a driver login names no driver card in Users', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-driver-'));
    copyFileSync(inject('databaseTemplates').sqlite.demo, join(dataDir, 'ep-control.db'));
    const db = openDb({ dataDir });
    const start = (credentials: string) =>
      buildApp({ db, config: loadConfig({ DATA_DIR: dataDir, ADMIN_CREDENTIALS: credentials }) });
    // The secretary's card is not a driver's: naming her as a driver is refused too.
    await expect(start('dueno:x1:owner,pedro:x2:driver,secretaria:x3:driver')).rejects.toThrow(
      'ADMIN_CREDENTIALS names the driver login "pedro", "secretaria", but Users has no driver card (role ' +
        'Driver) with that username',
    );
    const app = await start('dueno:x1:owner,ramon.diaz:x2:driver');
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
