import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { installApiReference, operationIdOf } from '../../src/server/http/apiReference';
import { installErrorHandler } from '../../src/server/http/errorHandler';
import { installRouteValidation } from '../../src/server/http/routeValidation';

interface Operation {
  operationId: string;
  security: unknown[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}

/** A server of the infrastructure alone, with one route declared as a route merged from another branch might. */
async function serverWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  installErrorHandler(app);
  installRouteValidation(app);
  await installApiReference(app);
  register(app);
  await app.ready();
  const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  return { app, paths };
}

it('STRUCTURE an operation id is derived from method and URL, so two routes never share one', () => {
  expect(operationIdOf('GET', '/api/tours/:id/quote')).toBe('getToursByIdQuote');
  expect(operationIdOf('DELETE', '/api/blog/posts/:id')).toBe('deleteBlogPostsById');
  expect(operationIdOf('PUT', '/api/manifest/departures/:tourId/:date')).toBe('putManifestDeparturesByTourIdByDate');
  expect(operationIdOf('POST', '/api/sales-rentals-summary')).toBe('postSalesRentalsSummary');
});

it(
  'STRUCTURE a route giving Fastify its own zod schema.body and schema.response is validated, encoded and ' +
    'documented by them',
  async () => {
    const body = z.strictObject({ name: z.string().trim().min(1, 'ep.validation.required') });
    const answer = z.object({ name: z.string() });
    const { app, paths } = await serverWith((app) =>
      app.post(
        '/api/things',
        {
          schema: { body, response: { 200: answer } },
          config: { access: 'session', docs: { summary: 'Make a thing' } },
        },
        async (request: { body: unknown }) => ({
          name: (request.body as z.infer<typeof body>).name,
          secret: 'not answered',
        }),
      ),
    );
    const operation = paths['/api/things'].post;
    expect(operation.operationId).toBe('postThings');
    expect(operation.security).toEqual([{ sessionCookie: [] }]);
    expect(operation.requestBody?.content['application/json'].schema.required).toEqual(['name']);
    expect(Object.keys(operation.responses['200'].content?.['application/json'].schema.properties ?? {})).toEqual([
      'name',
    ]);

    const ok = await app.inject({ method: 'POST', url: '/api/things', payload: { name: '  a ' } });
    expect([ok.statusCode, ok.json()]).toEqual([200, { name: 'a' }]);
    const refused = await app.inject({ method: 'POST', url: '/api/things', payload: { name: '', more: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation',
      fields: { name: expect.any(String), more: expect.any(String) },
    });
    await app.close();
  },
);
