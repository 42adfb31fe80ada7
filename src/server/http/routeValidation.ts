import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Fastify validates a request with the zod schemas its route documents (`config.docs.body`/`querystring`, read by
 * the API reference too), through fastify-type-provider-zod: one schema for both. The handler reads
 * `request.body`/`request.query` already parsed (defaults filled, text trimmed); a refusal is the provider's
 * validation error, answered `{error, code: 'validation', fields}` by the error handler as a handler's own
 * ZodError is. A call without a body is validated as `{}`, so its answer names each missing field.
 */
export function installRouteValidation(app: FastifyInstance) {
  const zodValidator = validatorCompiler as FastifySchemaCompiler<z.ZodType>;
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = zodValidator(route);
    return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
  });
  // A route may declare its answer as a zod `schema.response`: it is then encoded (and checked) with it.
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const docs = route.config?.docs;
    if ((!docs?.body && !docs?.querystring) || docs.validate === false || docs.bodyType) return;
    route.schema = {
      ...route.schema,
      ...(docs.body && !route.schema?.body ? { body: docs.body } : {}),
      ...(docs.querystring && !route.schema?.querystring ? { querystring: docs.querystring } : {}),
    };
  });
}
