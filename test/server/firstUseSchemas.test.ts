import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { faqResource } from '../../src/domain/faq';
import { lazy } from '../../src/domain/lazy';
import { API_REFERENCE_PATH, installApiReference, jsonSchemaOf } from '../../src/server/http/apiReference';
import { installErrorHandler } from '../../src/server/http/errorHandler';
import { compilersOnDemand, installRouteValidation } from '../../src/server/http/routeValidation';
import { es } from '../../src/i18n/features';
import { databaseKinds, startServer } from './support/testServer';

type Reference = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };

const bodyOf = (reference: Reference, path: string, method: string) =>
  reference.paths[path][method].requestBody?.content['application/json'];

it(
  'PERFORMANCE STRUCTURE a route whose body schema is built on first use is registered without building it, ' +
    'then validates, refuses and is documented exactly as the same schema given built',
  async () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return z.strictObject({ name: z.string().trim().min(1, 'ep.validation.required'), size: z.number().default(1) });
    };
    const app = Fastify();
    installErrorHandler(app);
    installRouteValidation(app);
    await installApiReference(app);
    const echo = async (request: { body: unknown }) => request.body;
    app.post('/api/built', { config: { access: 'public', docs: { summary: 'Built', body: build() } } }, echo);
    app.post('/api/lazy', { config: { access: 'public', docs: { summary: 'Lazy', body: lazy(build) } } }, echo);
    await app.ready();
    expect(builds).toBe(1);

    for (const payload of [{ name: '  a ' }, { name: '', more: 1 }, { size: 'x' }, undefined, [1]]) {
      const [built, lazily] = await Promise.all(
        ['/api/built', '/api/lazy'].map((url) => app.inject({ method: 'POST', url, payload })),
      );
      expect([lazily.statusCode, lazily.json()]).toEqual([built.statusCode, built.json()]);
    }
    expect(builds).toBe(2);
    const reference = app.swagger() as unknown as Reference;
    expect(bodyOf(reference, '/api/lazy', 'post')).toEqual(bodyOf(reference, '/api/built', 'post'));
    await app.close();
  },
);

it(
  'PERFORMANCE STRUCTURE Fastify’s own compilers, made on demand, still validate and encode a route given JSON ' +
    'Schema, as a Fastify created with them does',
  async () => {
    const schema = {
      body: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } } },
      response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
    };
    const answers = async (app: ReturnType<typeof Fastify>) => {
      app.post('/n', { schema }, async (request: FastifyRequest) => ({ ...(request.body as object), hidden: true }));
      const replies = [];
      for (const payload of [{ n: 2 }, { n: 0 }, { n: '3' }, {}]) {
        const reply = await app.inject({ method: 'POST', url: '/n', payload });
        replies.push([reply.statusCode, reply.json()]);
      }
      await app.close();
      return replies;
    };
    const onDemand = await answers(Fastify({ schemaController: { compilersFactory: compilersOnDemand() } }));
    expect(onDemand).toEqual(await answers(Fastify()));
    expect(onDemand[0]).toEqual([200, { n: 2 }]);
  },
);

for (const kind of databaseKinds()) {
  describe(`declared resources' schemas at start [${kind}]`, () => {
    it(
      'PERFORMANCE starting the server builds no declaration’s create or update schema; the first write ' +
        'validates with it, and the API reference describes it, as before',
      async () => {
        const create = vi.spyOn(faqResource, 'create', 'get');
        const update = vi.spyOn(faqResource, 'update', 'get');
        const server = await startServer(kind);
        try {
          expect([create.mock.calls.length, update.mock.calls.length]).toEqual([0, 0]);
          const cookie = await server.login('dueno');
          const refused = await server.call('POST', '/api/faqs', { cookie, body: { question: ' ', answer: '' } });
          expect([refused.status, refused.body]).toMatchObject([
            400,
            {
              code: 'validation',
              fields: { question: es.ep.site.faq.questionRequired, answer: es.ep.site.faq.answerRequired },
            },
          ]);
          const faq = await server.call<{ id: number }>('POST', '/api/faqs', {
            cookie,
            body: { question: 'Q?', answer: 'A.' },
          });
          expect(faq.status).toBe(201);
          const badUpdate = await server.call('PUT', `/api/faqs/${faq.body.id}`, { cookie, body: { answer: 7 } });
          expect([badUpdate.status, badUpdate.body]).toMatchObject([400, { code: 'validation' }]);
          expect(create).toHaveBeenCalled();
          expect(update).toHaveBeenCalled();

          const reference = (await server.call<Reference>('GET', API_REFERENCE_PATH, { cookie })).body;
          expect(bodyOf(reference, '/api/faqs', 'post')).toEqual({ schema: jsonSchemaOf(faqResource.create) });
          expect(bodyOf(reference, '/api/faqs/{id}', 'put')).toEqual({ schema: jsonSchemaOf(faqResource.update) });
        } finally {
          create.mockRestore();
          update.mockRestore();
          await server.close();
        }
      },
    );
  });
}
