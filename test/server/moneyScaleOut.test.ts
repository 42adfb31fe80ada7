import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { createTestSchema, migrateInTestSchema } from './support/testSchema';
import {
  mixedRounds,
  moneyTour,
  paymentRounds,
  refundRounds,
  type Call,
  type MoneyAnswer,
} from './support/moneyRounds';

/**
 * Two instances on one PostgreSQL database, each with its own connection pool, as behind a load balancer: one
 * booking's payments and refunds reach both at once. (SQLite is one instance by design; money.test.ts runs the
 * same rounds on it.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a booking’s money across two instances [postgres]', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let dataDir: string;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  const calls: Call[] = [];
  let tourId: number;

  beforeAll(async () => {
    schema = await createTestSchema();
    dataDir = mkdtempSync(join(tmpdir(), 'ep-money-'));
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
      calls.push(async (method, path, body) => {
        const answer = await app.inject({
          method: method as 'GET',
          url: path,
          headers: { cookie },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return { status: answer.statusCode, body: answer.json<MoneyAnswer>() };
      });
    tourId = await moneyTour(calls[0]);
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'MONEY 10 simultaneous $10 payments spread over both instances leave paid at exactly $100, round ' + 'after round',
    async () => {
      await paymentRounds(calls, tourId, 8);
    },
  );

  it(
    'MONEY 10 simultaneous refunds of a $100 payment over both instances: exactly what fits is accepted, ' +
      'the rest 409',
    async () => {
      await refundRounds(calls, tourId, 8);
    },
  );

  it(
    'MONEY payments, refunds and deletes at once on both instances keep paid ≥ 0 and the totals equal ' + 'to the rows',
    async () => {
      await mixedRounds(calls, tourId, 10);
    },
  );
});
