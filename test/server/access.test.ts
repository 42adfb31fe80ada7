import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { canAccess } from '../../src/domain/access';
import type { RegisteredRoute } from '../../src/server/auth/access';
import { describeEachDatabase } from './support/testServer';

/** A concrete URL for a route pattern: ids become 1. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

const expectedStatus = (route: RegisteredRoute, who: 'anonymous' | 'owner' | 'secretary'): 'open' | 401 | 403 => {
  if (route.access === 'public') return 'open';
  if (who === 'anonymous') return 401;
  if (route.access === 'session' || route.access === 'signed-in') return 'open';
  const action =
    route.access.action ??
    ({ GET: 'list', POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' } as Record<string, string>)[
      route.method
    ];
  return canAccess(who, { resource: route.access.resource, action }) ? 'open' : 403;
};

describeEachDatabase('access matrix', (session) => {
  it(
    'SHELL-05 SHELL-06 every /api route declares its access and answers anonymous, secretary and owner ' +
      'accordingly',
    async () => {
      const { server, owner, secretary } = session();
      const routes = server.app.apiRoutes;
      expect(routes.length).toBeGreaterThan(20);
      const cookies = { anonymous: undefined, owner, secretary } as const;
      const mismatches: string[] = [];
      for (const route of routes) {
        // Logging out would end the sessions the matrix uses.
        if (route.url === '/api/auth/logout') continue;
        for (const who of ['anonymous', 'secretary', 'owner'] as const) {
          const { status } = await server.call(route.method, concrete(route.url), {
            cookie: cookies[who],
            body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
          });
          const expected = expectedStatus(route, who);
          const ok = expected === 'open' ? status !== 401 && status !== 403 : status === expected;
          if (!ok) mismatches.push(`${route.method} ${route.url} as ${who}: ${status}, expected ${expected}`);
        }
      }
      expect(mismatches).toEqual([]);
      // Three calls on each of 120-odd routes (the API reference's first build among them): seconds on a loaded
      // machine.
    },
    60_000,
  );

  it('SHELL-16 the secretary works navigation and pages but not users or the audit trail', async () => {
    const { server, secretary } = session();
    expect((await server.call('GET', '/api/pages', { cookie: secretary })).status).toBe(200);
    expect((await server.call('GET', '/api/media', { cookie: secretary })).status).toBe(200);
    expect(
      (await server.call('POST', '/api/navigation', { cookie: secretary, body: { name: 'Blog 2', url: '/blog-2' } }))
        .status,
    ).toBe(201);
    expect((await server.call('GET', '/api/users', { cookie: secretary })).body).toEqual({
      error: 'Forbidden',
      code: 'forbidden',
    });
    expect((await server.call('GET', '/api/audit', { cookie: secretary })).status).toBe(403);
  });
});

describe('access declarations', () => {
  /** The app as built, not yet listening, on a database of its own: what a route registered now meets. */
  async function withBuiltApp(check: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-access-'));
    const db = openDb({ dataDir });
    const app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir }) });
    try {
      await check(app);
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('SHELL-05 a route registered without an access declaration stops the app from starting', () =>
    withBuiltApp(async (app) => {
      expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/GET \/api\/undeclared declares no access/);
      expect(() => app.get('/api/declared', { config: { access: 'public' } }, async () => 'x')).not.toThrow();
    }));

  it('SHELL-05 a page without HEAD stops the app from starting; HEAD answers pages, not the API', () =>
    withBuiltApp(async (app) => {
      expect(() => app.get('/no-head', async () => 'x')).toThrow(/GET \/no-head is a page: it answers HEAD too/);
      expect(() => app.get('/with-head', { exposeHeadRoute: true }, async () => 'x')).not.toThrow();
      const head = await app.inject({ method: 'HEAD', url: '/with-head' });
      expect([head.statusCode, head.body]).toEqual([200, '']);
      expect((await app.inject({ method: 'HEAD', url: '/api/auth/me' })).statusCode).toBe(404);
    }));
});
