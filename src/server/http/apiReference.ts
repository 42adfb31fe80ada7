import swagger from '@fastify/swagger';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../domain/errorCodes';

/** Where staff read the generated API reference (OpenAPI 3.1 JSON); any signed-in staff member may. */
export const API_REFERENCE_PATH = '/api/docs/openapi.json';

/** What a route tells the reference beyond its path and access: the zod schemas its handler parses with. */
export interface RouteDocs {
  summary?: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema of what a client sends (a coerced or transformed field is described by its input). Described from
 * a clone: a schema built on first use (domain/lazy.ts) is a Proxy, and zod's describer looks a pipe up by the
 * instance it registered, the Proxy, while the pipe's own code looks itself up as the instance behind it, and throws
 * (the SEO checklist's body). `clone()` answers a plain instance either way.
 */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema.clone(), { io: 'input', unrepresentable: 'any' });
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

const accessText = (access: FastifyContextConfig['access']): string => {
  if (access === undefined) return 'Not an API route: no session is looked at.';
  if (access === 'public') return 'Access: public.';
  if (access === 'session') return 'Access: any signed-in staff member (owner or secretary).';
  if (access === 'signed-in') return 'Access: anyone signed in, a driver too.';
  return `Access: canAccess(role, {resource: '${access.resource}', action: '${access.action ?? 'by method'}'}).`;
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

/**
 * The API reference, generated from the routes themselves as they are registered: their paths, methods and
 * access, and the zod schemas their handlers parse bodies and queries with (route config `docs`). The schemas
 * only describe here; validation stays in the handlers, so the answers are the same as without the reference.
 */
export async function installApiReference(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EP Control API',
        version: '1',
        description: 'Generated from the running server. Protocols (lists, errors, access): docs/API.md.',
      },
    },
    transform({ schema, url, route }) {
      const docs = route.config?.docs;
      const segment = /^\/api\/([^/]+)/.exec(url)?.[1] ?? 'site';
      const described: JsonSchema = {
        ...schema,
        tags: [segment],
        summary: docs?.summary,
        description: accessText(route.config?.access),
        response: { '4XX': ERROR_ANSWER, '5XX': ERROR_ANSWER },
      };
      const params = paramsOf(url);
      if (params) described.params = params;
      if (docs?.body) described.body = jsonSchemaOf(docs.body);
      if (docs?.querystring) described.querystring = jsonSchemaOf(docs.querystring);
      return { schema: described, url };
    },
  });
}
