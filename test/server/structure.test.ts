import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources, singletons } from '../../src/domain/resources';
import { buildApp } from '../../src/server/app';
import { areas } from '../../src/server/areas';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/** How many hooks of each kind the root instance holds (Fastify keeps them under its `fastify.hooks` symbol). */
function rootHookCounts(app: FastifyInstance): Record<string, number> {
  const symbol = Object.getOwnPropertySymbols(app).find((candidate) => candidate.description === 'fastify.hooks');
  if (!symbol) throw new Error('Fastify no longer keeps its hooks under the fastify.hooks symbol');
  const hooks = (app as unknown as Record<symbol, Record<string, unknown[]>>)[symbol];
  return Object.fromEntries(Object.entries(hooks).map(([name, list]) => [name, list.length]));
}

/**
 * The server's shape (issue 20): app.ts registers the infrastructure, then the areas of src/server/areas.ts,
 * each an encapsulated plugin serving its own resources. Built on SQLite only: the shape does not depend on
 * the database.
 */
describe('server areas', () => {
  let dataDir: string;
  let db: Db;
  const built: FastifyInstance[] = [];
  const build = async (only?: Record<string, FastifyPluginAsync>) => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'no-app') });
    const app = await buildApp({ db, config, ...(only ? { areas: only } : {}) });
    await app.ready();
    built.push(app);
    return app;
  };
  const routesOf = (app: FastifyInstance) => app.apiRoutes.map(({ method, url }) => `${method} ${url}`);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-structure-'));
    db = openDb({ dataDir });
    await migrate(db);
  });
  afterAll(async () => {
    for (const app of built) await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'STRUCTURE every declared resource and singleton is served by exactly one area, and every route of the app ' +
      'by one area',
    async () => {
      const { declared, ...ownAreas } = areas;
      const byArea = new Map<string, string[]>();
      for (const [name, area] of Object.entries(ownAreas)) byArea.set(name, routesOf(await build({ [name]: area })));
      // The declared area serves what the others leave: alone it serves everything, in the app the rest.
      const claimed = new Set([...byArea.values()].flat());
      byArea.set(
        'declared',
        routesOf(await build({ ...ownAreas, declared })).filter((route) => !claimed.has(route)),
      );
      const servedBy = (route: string) =>
        [...byArea].filter(([, routes]) => routes.includes(route)).map(([name]) => name);
      expect(byArea.get('declared')).toContain('GET /api/faqs/:id');

      for (const resource of resources)
        expect([resource.name, servedBy(`GET ${resource.api}/:id`).length]).toEqual([resource.name, 1]);
      for (const singleton of singletons)
        expect([singleton.name, servedBy(`GET ${singleton.api}`).length]).toEqual([singleton.name, 1]);

      const whole = routesOf(await build());
      expect(whole.length).toBeGreaterThan(100);
      const unowned = whole.filter((route) => servedBy(route).length !== 1);
      expect(unowned).toEqual([]);
      expect([...byArea.values()].flat().sort()).toEqual([...whole].sort());
      // Twenty apps are built: seconds on a loaded machine.
    },
    60_000,
  );

  it(
    'STRUCTURE a declared resource no area claims is served by the declared area, with its list, writes ' +
      'and access',
    async () => {
      const alone = routesOf(await build({ declared: areas.declared }));
      for (const resource of resources) expect(alone).toContain(`GET ${resource.api}/:id`);
      for (const singleton of singletons) expect(alone).toContain(`GET ${singleton.api}`);
      const app = await build();
      expect((await app.inject({ method: 'GET', url: '/api/faqs' })).statusCode).toBe(200);
      const anonymousWrite = await app.inject({
        method: 'POST',
        url: '/api/faqs',
        payload: { question: 'Q?', answer: 'A.' },
      });
      expect(anonymousWrite.statusCode).toBe(401);
    },
  );

  it(
    'STRUCTURE no area adds a hook to the root instance: the root holds the same hooks with every area as ' +
      'with none',
    async () => {
      const infrastructureOnly = rootHookCounts(await build({}));
      const whole = rootHookCounts(await build());
      expect(whole).toEqual(infrastructureOnly);
      // The infrastructure's own hooks are there (access, origin check, commit wait…): the count is not vacuous.
      expect(infrastructureOnly.onRequest).toBeGreaterThan(0);
    },
  );
});
