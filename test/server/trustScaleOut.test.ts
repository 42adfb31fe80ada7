import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { createTestSchema, migrateInTestSchema } from './support/testSchema';

/** Two instances on one PostgreSQL database, as behind a load balancer that spreads one client's requests. */
describe.runIf(process.env.TEST_DATABASE_URL)('rate limits shared by two instances [postgres]', () => {
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let dataDir: string;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    schema = await createTestSchema();
    dataDir = mkdtempSync(join(tmpdir(), 'ep-limits-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app'), PUBLIC_WRITE_LIMIT: '2' });
    for (let instance = 0; instance < 2; instance += 1) {
      const db = openDb({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, schema: schema.schema });
      dbs.push(db);
      if (instance === 0) await migrateInTestSchema(db);
      apps.push(await buildApp({ db, config }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await schema?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const login = (app: FastifyInstance, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dueno', password } });

  it('SHELL-11 SECURITY ten wrong passwords spread over both instances slow the address down on both', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await login(apps[attempt % 2], `guess-${attempt}`)).statusCode).toBe(401);
    for (const app of apps) expect((await login(app, 'dueno')).json()).toMatchObject({ code: 'rate_limited' });
  });

  it('SECURITY the visitor write limit counts submissions to both instances as one', async () => {
    const contact = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { nombre: 'Ana', email: 'ana@example.com', mensaje: 'Hola' },
      });
    expect((await contact(apps[0])).statusCode).toBe(201);
    expect((await contact(apps[1])).statusCode).toBe(201);
    expect((await contact(apps[0])).statusCode).toBe(429);
    expect((await contact(apps[1])).statusCode).toBe(429);
  });
});
