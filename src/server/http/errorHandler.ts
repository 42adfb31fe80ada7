import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ApiError } from './errors';
import { ruleViolation } from './constraints';
import { spanish, spanishFields } from './words';

function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] = spanish('ep.validation.unknownField');
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= spanish(issue.message);
  }
  return fields;
}

export const UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again in a moment.';

// pg's codes for a connection the server ended (admin shutdown, crash shutdown, cannot connect now, too many
// clients) and Node's for a socket that could not be opened or was cut; pg also throws plain Errors with
// these messages when the socket closes under a query or the pool cannot connect in time.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const UNAVAILABLE_TEXT = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** Whether the database, not the request, is at fault and a retry later may succeed. */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) || (typeof message === 'string' && UNAVAILABLE_TEXT.test(message));
}

/** Every failure answers `{error, fields?}`; stack traces go to the log, never to the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | ZodError, request, reply) => {
    const rule = ruleViolation(error);
    if (rule) return reply.code(rule.status).send({ error: spanish(rule.message), fields: spanishFields(rule.fields) });
    if (error instanceof ApiError) {
      return reply.code(error.status).send({
        error: spanish(error.message),
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: spanishFields(error.fields) } : {}),
        ...error.details,
      });
    }
    if (error instanceof ZodError) {
      const fields = fieldsOf(error);
      const first = Object.values(fields)[0] ?? spanish('ep.validation.invalid');
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
    if (isUnavailable(error)) return reply.code(503).header('Retry-After', '5').send({ error: UNAVAILABLE_MESSAGE });
    return reply.code(500).send({ error: 'Internal server error' });
  });
}
