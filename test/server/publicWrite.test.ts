import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { publicWrite } from '../../src/server/http/publicWrite';
import { notifyStaff } from '../../src/server/notify';
import { databaseKinds, startServer, type TestServer } from './support/testServer';
import { daysFromToday } from '../days';

const message = (nombre: string) => ({ nombre, email: 'ana@example.com', mensaje: 'Hola, ¿hay plazas?' });
const booking = {
  nombre: 'Ana Lucía Pérez',
  fecha: daysFromToday(10),
  tour_id: 1,
  personas: 2,
  email: 'ana@example.com',
};

describe('visitor writes', () => {
  it(
    'SHELL-18 a public write is limited per address with a JSON 429, and its notification lands in the bell in ' +
      'the same transaction',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ep-public-'));
      const db = openDb({ dataDir });
      try {
        await migrate(db);
        const app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir, PUBLIC_WRITE_LIMIT: '2' }) });
        app.post('/api/test-visitor', { config: publicWrite() }, async () => {
          await db.kysely.transaction().execute((trx) => notifyStaff(trx, 'mensaje', 'Nuevo mensaje de prueba'));
          return { ok: true };
        });
        const answers = [];
        for (let i = 0; i < 3; i += 1)
          answers.push(await app.inject({ method: 'POST', url: '/api/test-visitor', payload: {} }));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
        expect(answers[2].json()).toEqual({
          error: 'Demasiados envíos desde esta dirección. Inténtalo de nuevo en 10 minutos.',
          code: 'rate_limited',
        });
        expect(answers[2].headers['retry-after']).toMatch(/^(59\d|600)$/);
        const rows = await db.kysely.selectFrom('admin_notifications').select(['type', 'text', 'read']).execute();
        expect(rows).toEqual([
          { type: 'mensaje', text: 'Nuevo mensaje de prueba', read: 0 },
          { type: 'mensaje', text: 'Nuevo mensaje de prueba', read: 0 },
        ]);
        await app.close();
      } finally {
        await db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('SECURITY PUBLIC_WRITE_LIMIT and PUBLIC_WRITE_MINUTES set the limit; nonsense refuses to start', () => {
    expect(loadConfig({}).publicWriteLimit).toEqual({ max: 10, windowMs: 10 * 60_000 });
    expect(loadConfig({ PUBLIC_WRITE_LIMIT: '40', PUBLIC_WRITE_MINUTES: '60' }).publicWriteLimit).toEqual({
      max: 40,
      windowMs: 60 * 60_000,
    });
    expect(() => loadConfig({ PUBLIC_WRITE_LIMIT: '0' })).toThrow(/PUBLIC_WRITE_LIMIT/);
    expect(() => loadConfig({ PUBLIC_WRITE_MINUTES: 'ten' })).toThrow(/PUBLIC_WRITE_MINUTES/);
  });
});

for (const kind of databaseKinds()) {
  describe(`visitor write limit [${kind}]`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(kind, { env: { PUBLIC_WRITE_LIMIT: '3' } });
    });
    afterAll(async () => server?.close());

    it(
      "SECURITY only accepted submissions count: a guest's typos on a shared Wi-Fi do not close the form for " +
        'the next guest',
      async () => {
        for (let typo = 0; typo < 6; typo += 1) {
          expect((await server.call('POST', '/api/contact', { body: { nombre: '', mensaje: '' } })).status).toBe(400);
        }
        for (let guest = 0; guest < 3; guest += 1) {
          expect((await server.call('POST', '/api/contact', { body: message(`Huésped ${guest}`) })).status).toBe(201);
        }
        const refused = await server.call('POST', '/api/contact', { body: message('Huésped 4') });
        expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
        // The refused one took no place either: the count stays at the limit, not above it.
        expect(
          (await server.app.rateCounters.peek(['public-write:127.0.0.1'])).get('public-write:127.0.0.1')?.hits,
        ).toBe(3);
      },
    );

    it(
      "SECURITY signed-in staff are not visitors: the owner's bookings are never counted by the " + 'visitor limit',
      async () => {
        const owner = await server.login('dueno');
        for (let count = 0; count < 5; count += 1) {
          expect((await server.call('POST', '/api/reservations', { body: booking, cookie: owner })).status).toBe(201);
        }
        expect((await server.call('POST', '/api/reservations', { body: booking })).status).toBe(429);
      },
    );
  });
}
