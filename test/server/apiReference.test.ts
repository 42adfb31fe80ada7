import { expect, it } from 'vitest';
import { navigationResource } from '../../src/domain/navigation';
import { API_REFERENCE_PATH } from '../../src/server/http/apiReference';
import { describeEachDatabase } from './support/testServer';

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>
  >;
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describeEachDatabase('API reference', (session) => {
  it('STRUCTURE the generated reference is served to staff only, at its documented URL', async () => {
    const { server, secretary } = session();
    expect(await server.call('GET', API_REFERENCE_PATH)).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const answer = await server.call<OpenApi>('GET', API_REFERENCE_PATH, { cookie: secretary });
    expect([answer.status, answer.body.openapi]).toEqual([200, '3.1.0']);
  });

  it(
    'STRUCTURE every registered API route (collected by the onRoute hook of the access guard) appears in the ' +
      'reference',
    async () => {
      const { server, owner } = session();
      const { body } = await server.call<OpenApi>('GET', API_REFERENCE_PATH, { cookie: owner });
      const routes = server.app.apiRoutes;
      expect(routes.length).toBeGreaterThan(100);
      const missing = routes
        .filter(({ method, url }) => !body.paths[openApiPath(url)]?.[method.toLowerCase()])
        .map(({ method, url }) => `${method} ${url}`);
      expect(missing).toEqual([]);
    },
  );

  it('STRUCTURE a write route documents the body of the zod schema its handler parses with', async () => {
    const { server, owner } = session();
    const { body } = await server.call<OpenApi>('GET', API_REFERENCE_PATH, { cookie: owner });
    const create = body.paths['/api/navigation'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(create?.properties ?? {}).sort()).toEqual(Object.keys(navigationResource.create.shape).sort());
  });
});

describeEachDatabase('validation by the route schema', (session) => {
  it(
    'STRUCTURE API-05 Fastify refuses a body with the schema the reference documents, in the one error shape, ' +
      'before the handler writes',
    async () => {
      const { server, owner } = session();
      const before = await server.call<unknown[]>('GET', '/api/navigation', { cookie: owner });
      // No body at all is validated as {}: the answer names each missing field, in Spanish.
      const empty = await server.call<{ code: string; fields: Record<string, string> }>('POST', '/api/navigation', {
        cookie: owner,
      });
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe('validation');
      expect(Object.keys(empty.body.fields)).toEqual(expect.arrayContaining(['name', 'url']));
      // A field the strict login schema does not know is named under itself.
      const login = await server.call<{ code: string; fields: Record<string, string> }>('POST', '/api/auth/login', {
        body: { username: 'dueno', password: 'dueno', extra: 1 },
      });
      expect([login.status, login.body.code, Object.keys(login.body.fields)]).toEqual([400, 'validation', ['extra']]);
      const after = await server.call<unknown[]>('GET', '/api/navigation', { cookie: owner });
      expect(after.body).toEqual(before.body);
    },
  );
});
