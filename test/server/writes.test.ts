import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './support/testServer';
import type { RegisteredRoute } from '../../src/server/auth/access';
import { resources } from '../../src/domain/resources';

/**
 * Bad input, unknown ids and stale versions on EVERY registered write route of a declared resource, so a
 * resource added later gets the same checks without new tests. Auth, singletons and custom actions have their own.
 */
const basePath = (url: string) => url.replace(/\/:id$/, '');
/** The rows as a bare array whatever the resource's legacy list shape ({posts: [...]}): the list protocol. */
const rowsPath = (url: string) => `${basePath(url)}?range=${encodeURIComponent('[0,999]')}`;
const RESOURCE_PATHS = new Set<string>(resources.map(({ api }) => api));

type Row = { id: number; version: number } & Record<string, unknown>;

describeEachDatabase('every write route', (session) => {
  const writeRoutes = (server: TestServer): RegisteredRoute[] =>
    server.app.apiRoutes.filter((route) => route.method !== 'GET' && RESOURCE_PATHS.has(basePath(route.url)));

  /** What a refused write must leave untouched: the resource's rows and the audit trail. */
  const snapshot = async (server: TestServer, owner: string, route: RegisteredRoute) => {
    const rows = await server.call<Row[]>('GET', rowsPath(route.url), { cookie: owner });
    const audit = await server.call<unknown[]>('GET', '/api/audit', { cookie: owner });
    return { rows: rows.body, audit: audit.body.length };
  };

  it(
    'API-03 API-05 API-81 every POST and PUT refuses bad JSON, unknown fields, wrong body types and missing ' +
      'fields with 400 {error, fields}, changing nothing',
    async () => {
      const { server, owner } = session();
      const routes = writeRoutes(server).filter((route) => route.method === 'POST' || route.method === 'PUT');
      expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'POST /api/navigation',
          'PUT /api/navigation/:id',
          'POST /api/pages',
          'PUT /api/pages/:id',
          'POST /api/users',
          'PUT /api/users/:id',
        ]),
      );
      for (const route of routes) {
        const before = await snapshot(server, owner, route);
        const path = route.url.replace(':id', String(before.rows[0].id));
        const label = `${route.method} ${route.url}`;

        const badJson = await server.call<{ error: string }>(route.method, path, { cookie: owner, raw: '{"name": ' });
        expect([label, badJson.status, typeof badJson.body.error]).toEqual([label, 400, 'string']);

        const unknown = await server.call<{ fields: Record<string, string> }>(route.method, path, {
          cookie: owner,
          body: { zz_unknown: 1 },
        });
        expect([label, unknown.status, unknown.body.fields?.zz_unknown]).toEqual([label, 400, 'Campo desconocido']);

        const notAnObject = await server.call(route.method, path, { cookie: owner, body: ['a list'] });
        expect([label, notAnObject.status]).toEqual([label, 400]);

        const wrongVersion = await server.call<{ fields: Record<string, string> }>(route.method, path, {
          cookie: owner,
          body: { version: 'two' },
        });
        expect([label, wrongVersion.status, Object.keys(wrongVersion.body.fields ?? {}).includes('version')]).toEqual([
          label,
          400,
          true,
        ]);

        if (route.method === 'POST') {
          const missing = await server.call<{ error: string; fields: Record<string, string> }>('POST', path, {
            cookie: owner,
            body: {},
          });
          expect([label, missing.status, Object.keys(missing.body.fields ?? {}).length > 0]).toEqual([
            label,
            400,
            true,
          ]);
        }
        expect(await snapshot(server, owner, route)).toEqual(before);
      }
    },
  );

  it('API-05 API-06 every PUT and DELETE answers 404 {error} for an unknown id, changing nothing', async () => {
    const { server, owner } = session();
    for (const route of writeRoutes(server).filter((candidate) => candidate.url.endsWith('/:id'))) {
      const before = await snapshot(server, owner, route);
      for (const id of ['999999', 'abc']) {
        const answer = await server.call(route.method, route.url.replace(':id', id), {
          cookie: owner,
          body: route.method === 'PUT' ? {} : undefined,
        });
        expect([`${route.method} ${route.url} ${id}`, answer.status, answer.body]).toEqual([
          `${route.method} ${route.url} ${id}`,
          404,
          { error: 'Not found', code: 'not_found' },
        ]);
      }
      expect(await snapshot(server, owner, route)).toEqual(before);
    }
  });

  it(
    'API-05 every PUT answers 409 to an older version and keeps the stored record; no version ' + 'is accepted',
    async () => {
      const { server, owner } = session();
      for (const route of writeRoutes(server).filter((candidate) => candidate.method === 'PUT')) {
        const [record] = (await server.call<Row[]>('GET', rowsPath(route.url), { cookie: owner })).body;
        const path = route.url.replace(':id', String(record.id));
        const saved = await server.call<Row>('PUT', path, { cookie: owner, body: {} });
        expect([route.url, saved.status, saved.body.version]).toEqual([route.url, 200, record.version + 1]);
        const stale = await server.call<{ error: string }>('PUT', path, {
          cookie: owner,
          body: { version: record.version },
        });
        expect([route.url, stale.status, stale.body.error]).toEqual([
          route.url,
          409,
          'This record was changed by someone else. Reload to see their changes.',
        ]);
        const stored = await server.call<Row>('GET', path, { cookie: owner });
        expect(stored.body).toEqual(saved.body);
      }
    },
  );
});
