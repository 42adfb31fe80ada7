import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ApiError } from './errors';
import { ruleViolation } from './constraints';

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = 'Unknown field';
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every failure answers `{error, fields?}`; stack traces go to the log, never to the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    const rule = ruleViolation(error);
    if (rule) return reply.code(rule.status).send({ error: rule.message, fields: rule.fields });
    if (error instanceof ApiError) {
      return reply.code(error.status).send(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
    }
    if (error instanceof ZodError) {
      const fields = fieldsOf(error);
      const first = Object.values(fields)[0] ?? 'Invalid input';
      return reply.code(400).send({ error: first, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(400).send({ error: 'Request body too large' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ error: 'Internal server error' });
  });
}
