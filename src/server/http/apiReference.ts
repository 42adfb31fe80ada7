import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errorCodes';
import { SESSION_COOKIE } from './sessionCookie';

/** Where staff read the generated API reference (OpenAPI 3.1 JSON); any signed-in staff member may. */
export const API_REFERENCE_PATH = '/api/docs/openapi.json';

/**
 * What a route tells the reference beyond its path and access (docs/ARCHITECTURE.md, "A route's docs"). `body`
 * and `querystring` are also what Fastify validates the request with (http/routeValidation.ts): the handler
 * reads `request.body` already parsed.
 */
export interface RouteDocs {
  /** One line a reader of the reference scans for: what the call does, in the API's English. */
  summary: string;
  /** Derived from method and URL when left out (`GET /api/tours/:id` → `getToursById`). */
  operationId?: string;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (`multipart/form-data`); such a body is not validated by Fastify. */
  bodyType?: string;
  querystring?: z.ZodType;
  /** `false` when the handler parses the body itself from more than the request (a save merged over the stored). */
  validate?: false;
  /** The JSON of a success; a route without one is listed by the reference's lint test. */
  answer?: z.ZodType;
  /** The success status when it is not 200 (a create's 201). */
  status?: number;
  /** The success answer in words when it is not JSON or needs saying (a file, a redirect). */
  answerText?: string;
  /** The success answer's media type when it is not JSON (`text/csv`, `image/webp`). */
  answerType?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

type JsonSchema = Record<string, unknown>;

/**
 * A success answer typed in TypeScript rather than zod: an object, named by its type and file so a reader finds
 * its fields. Prefer a zod schema when the route has one.
 */
export const answerTyped = (type: string, file: string) => z.looseObject({}).describe(`${type} (${file})`);

/**
 * The JSON Schema of a zod schema, as a client sends it (`input`: a coerced field by its input) or reads it.
 * Described from a clone: a schema built on first use (domain/lazy.ts) is a Proxy, and zod's describer looks a
 * pipe up by the instance it registered, the Proxy, while the pipe's own code looks itself up as the instance
 * behind it, and throws (the SEO checklist's body). `clone()` answers a plain instance either way.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema.clone(), { io, unrepresentable: 'any' });
  return json;
}

const paramsOf = (url: string): JsonSchema | undefined => {
  const names = [...url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
  if (names.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
    required: names,
  };
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A stable id from what makes a route unique: `DELETE /api/blog/posts/:id` → `deleteBlogPostsById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  return method.toLowerCase() + words.map(capitalized).join('');
}

const SESSION_SCHEME = 'sessionCookie';

/**
 * Public routes still read a session when one comes (staff see what visitors do not), so the cookie is optional
 * there (`{}` is "no credentials"); every other API route requires it.
 */
export const securityOf = (access: FastifyContextConfig['access']) =>
  access === 'public' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }];

const accessText = (access: FastifyContextConfig['access']): string => {
  if (access === 'public') return 'Access: public.';
  if (access === 'session') return 'Access: any signed-in staff member (owner or secretary).';
  if (access === 'signed-in') return 'Access: anyone signed in, a driver too.';
  return `Access: canAccess(role, {resource: '${access?.resource}', action: '${access?.action ?? 'by method'}'}).`;
};

const ERROR_ANSWER = {
  description: 'Every error: {error, code, fields?} (docs/API.md)',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error', 'code'],
        properties: {
          error: { type: 'string' },
          code: { type: 'string', enum: [...ERROR_CODES] },
          fields: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
  },
};

/** The 2xx answers of a route's own `schema.response` (zod, serialized through the type provider), described. */
function declaredResponses(response: unknown): Record<string, unknown> {
  if (typeof response !== 'object' || response === null) return {};
  return Object.fromEntries(
    Object.entries(response)
      .filter(([status, schema]) => /^2/.test(status) && schema instanceof z.ZodType)
      .map(([status, schema]) => [
        status,
        {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchemaOf(schema as z.ZodType, 'output') } },
        },
      ]),
  );
}

/** The success answer a route declares (`docs.answer`, else its `schema.response`), or none: the lint test names it. */
function successOf(docs: RouteDocs | undefined, response: unknown): Record<string, unknown> {
  if (!docs || (!docs.answer && !docs.answerText)) return declaredResponses(response);
  const status = String(docs.status ?? 200);
  const description = docs.answerText ?? 'Success';
  if (!docs.answer) {
    return {
      [status]: docs.answerType ? { description, content: { [docs.answerType]: { schema: {} } } } : { description },
    };
  }
  const schema = jsonSchemaOf(docs.answer, 'output');
  return { [status]: { description, content: { [docs.answerType ?? 'application/json']: { schema } } } };
}

/**
 * The API reference, generated from the routes themselves as they are registered: their paths, methods and
 * access (the cookie security scheme), and their `config.docs` (summary, the zod schemas Fastify validates bodies
 * and queries with, the success answer). Only /api routes: the public site's pages and files are not an API.
 */
export async function installApiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EP Control API',
        version: '1',
        description: 'Generated from the running server. Protocols (lists, errors, access): docs/API.md.',
        license: { name: 'Proprietary: EP Control, Puerto Plata', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that answered this document' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Set by POST /api/auth/login; staff only.',
          },
        },
      },
    },
    transform({ schema, url, route }) {
      if (!url.startsWith('/api')) return { schema: { ...schema, hide: true }, url };
      const docs = route.config?.docs;
      const method = ([] as string[]).concat(route.method).find((each) => each !== 'HEAD') ?? 'GET';
      const segment = /^\/api\/([^/]+)/.exec(url)?.[1] ?? 'api';
      const described: JsonSchema = {
        ...schema,
        tags: [segment],
        summary: docs?.summary,
        operationId: docs?.operationId ?? operationIdOf(method, url),
        description: accessText(route.config?.access),
        security: securityOf(route.config?.access),
        response: { ...successOf(docs, schema?.response), '4XX': ERROR_ANSWER, '5XX': ERROR_ANSWER },
      };
      // A route that gives Fastify its zod schemas itself (`schema.body`…) is described by them too.
      for (const part of ['body', 'querystring', 'headers'] as const) {
        const own = (schema as Record<string, unknown> | undefined)?.[part];
        if (own instanceof z.ZodType) described[part] = jsonSchemaOf(own);
      }
      const params = paramsOf(url);
      if (params) described.params = params;
      if (docs?.body) described.body = jsonSchemaOf(docs.body);
      if (docs?.bodyType) described.consumes = [docs.bodyType];
      if (docs?.querystring) described.querystring = jsonSchemaOf(docs.querystring);
      return { schema: described, url };
    },
  });
}
