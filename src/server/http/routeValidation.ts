import { createRequire } from 'node:module';
import type { FastifyInstance, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { builtOf, isLazy } from '../../domain/lazy';

/**
 * A schema built on first use (domain/lazy.ts) as Fastify holds it for a route until the route's first request.
 * Fastify reads a route schema's prototype and fields when the route is registered, which builds such a schema:
 * every declaration's create and update schemas were built at start that way (issue 44's cold start). An object
 * of a class of its own is one Fastify leaves alone and hands to the validator compiler below as it is.
 */
class BuiltOnFirstRequest {
  constructor(readonly schema: z.ZodType) {}
}

type Validate = (data: unknown) => ReturnType<ReturnType<FastifySchemaCompiler<z.ZodType>>>;

const held = (schema: z.ZodType) => (isLazy(schema) ? new BuiltOnFirstRequest(schema) : schema);

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** One of Fastify's own compiler factories, as Fastify itself requires it (from its own folder). */
const fastifysOwn = (name: string) => {
  const fromHere = createRequire(import.meta.url);
  return (createRequire(fromHere.resolve('fastify'))(name) as () => (...args: unknown[]) => unknown)();
};

/**
 * Fastify's own compilers (ajv, fast-json-stringify), made only if a route ever asks for them: this server validates
 * and encodes with zod (installRouteValidation below), yet a Fastify instance loads both when it is created, ajv
 * with them (~2.5% of a cold start's samples, issue 44). Given to `Fastify({ schemaController })`.
 */
export function compilersOnDemand(): CompilersFactory {
  let validator: ((...args: unknown[]) => unknown) | undefined;
  let serializer: ((...args: unknown[]) => unknown) | undefined;
  return {
    buildValidator: (...args: unknown[]) => (validator ??= fastifysOwn('@fastify/ajv-compiler'))(...args),
    buildSerializer: (...args: unknown[]) =>
      (serializer ??= fastifysOwn('@fastify/fast-json-stringify-compiler'))(...args),
  } as CompilersFactory;
}

/**
 * Fastify validates a request with the zod schemas its route documents (`config.docs.body`/`querystring`, read by
 * the API reference too), through fastify-type-provider-zod: one schema for both. The handler reads
 * `request.body`/`request.query` already parsed (defaults filled, text trimmed); a refusal is the provider's
 * validation error, answered `{error, code: 'validation', fields}` by the error handler as a handler's own
 * ZodError is. A call without a body is validated as `{}`, so its answer names each missing field. A schema built
 * on first use is built, and its validator made, at the route's first request.
 */
export function installRouteValidation(app: FastifyInstance) {
  const zodValidator = validatorCompiler as FastifySchemaCompiler<z.ZodType>;
  app.setValidatorCompiler<z.ZodType | BuiltOnFirstRequest>((route) => {
    const compile = (schema: z.ZodType): Validate => {
      const validate = zodValidator({ ...route, schema }) as Validate;
      return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
    };
    if (!(route.schema instanceof BuiltOnFirstRequest)) return compile(route.schema);
    const { schema } = route.schema;
    let validate: Validate | undefined;
    return (data: unknown) => (validate ??= compile(builtOf(schema)))(data);
  });
  // A route may declare its answer as a zod `schema.response`: it is then encoded (and checked) with it.
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const docs = route.config?.docs;
    if ((!docs?.body && !docs?.querystring) || docs.validate === false || docs.bodyType) return;
    route.schema = {
      ...route.schema,
      ...(docs.body && !route.schema?.body ? { body: held(docs.body) } : {}),
      ...(docs.querystring && !route.schema?.querystring ? { querystring: held(docs.querystring) } : {}),
    };
  });
}
