/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read loosely, as JSON */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { createTestSchema, migrateInTestSchema } from './support/testSchema';
import { moneyBooking, moneyTour, type Call } from './support/moneyRounds';
import { daysFromToday } from '../days';

type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/**
 * Two instances on one PostgreSQL database, each with its own pool, as behind a load balancer (the pattern of
 * moneyScaleOut.test.ts): a promo code's last uses and a voucher's balance are asked for on both at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('promo codes and vouchers across two instances [postgres]', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let dataDir: string;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  const sends: Send[] = [];
  let tourId: number;

  beforeAll(async () => {
    schema = await createTestSchema();
    dataDir = mkdtempSync(join(tmpdir(), 'ep-vouchers-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') });
    for (let instance = 0; instance < 2; instance += 1) {
      const db = openDb({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, schema: schema.schema });
      dbs.push(db);
      if (instance === 0) await migrateInTestSchema(db);
      apps.push(await buildApp({ db, config }));
    }
    const login = await apps[0].inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dueno', password: 'dueno' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    for (const app of apps)
      sends.push(async (method, path, body) => {
        const answer = await app.inject({
          method: method as 'GET',
          url: path,
          headers: { cookie },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return { status: answer.statusCode, body: answer.json() };
      });
    tourId = await moneyTour(sends[0] as Call);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'MONEY 10 simultaneous bookings over both instances of a code allowed 4 uses: exactly 4 take it, round ' +
      'after round',
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const code = `ROUND-${round}-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
        const created = await sends[0]('POST', '/api/discount-codes', { code, value: 10, max_uses: 4 });
        expect(created.status).toBe(201);
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            sends[index % 2]('POST', '/api/reservations', {
              nombre: 'Ada Lovelace',
              fecha: daysFromToday(40),
              tour_id: tourId,
              adults: 1,
              telefono: '+1 809 555 0100',
              source: 'phone',
              promo_code: code,
            }),
          ),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
        expect(answers.filter((answer) => answer.body.reason === 'used_up')).toHaveLength(6);
        expect((await sends[1]('GET', `/api/discount-codes/${created.body.id}`)).body.uses).toBe(4);
      }
    },
  );

  it(
    'MONEY 10 simultaneous redemptions over both instances never spend a voucher twice nor past ' + 'its balance',
    async () => {
      const bookings: number[] = [];
      for (let index = 0; index < 10; index += 1)
        bookings.push(await moneyBooking(sends[0] as Call, tourId, 100 + index));
      for (let round = 0; round < 3; round += 1) {
        const voucher = await sends[0]('POST', '/api/gift-vouchers', {
          amount: 25,
          buyer_name: 'Ana Pérez',
          expires_on: daysFromToday(90),
        });
        // $25 in $7 pieces: 3 of them fit, $4 is left.
        const answers = await Promise.all(
          bookings.map((id, index) =>
            sends[index % 2]('POST', `/api/reservations/${id}/voucher-redemptions`, {
              code: voucher.body.code,
              amount: 7,
              date: daysFromToday(0),
            }),
          ),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
        expect(answers.filter((answer) => answer.body.code === 'voucher_refused')).toHaveLength(7);
        expect((await sends[1]('GET', `/api/gift-vouchers/${voucher.body.id}`)).body.balance).toBe(4);
        const payments = await sends[0](
          'GET',
          `/api/payments?filter=${encodeURIComponent(JSON.stringify({ method: 'voucher' }))}&range=[0,999]`,
        );
        const ofVoucher = (payments.body as any[]).filter((row) => row.voucher_id === voucher.body.id);
        expect(ofVoucher).toHaveLength(3);
      }
    },
  );
});
