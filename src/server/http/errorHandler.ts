import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorCode } from '../../domain/errorCodes';
import { ApiError } from './errors';
import { ruleViolation } from './constraints';
import { spanish, spanishFields } from './words';
import { isLocked, isStorageFull } from './storageFaults';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}

function fieldsOf(issues: Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? [])
        fields[[...issue.path, key].join('.')] = spanish('ep.validation.unknownField');
      continue;
    }
    const key = issue.path.join('.') || '_';
    fields[key] ??= spanish(issue.message);
  }
  return fields;
}

/** The route schema's refusal (http/routeValidation.ts) as the zod issues a handler's own parse would give. */
const issuesOfRouteSchema = (validation: ZodFastifySchemaValidationError[]): Issue[] =>
  validation.map(({ keyword, instancePath, message, params }) => ({
    code: keyword,
    path: instancePath.split('/').filter(Boolean),
    message: message ?? 'ep.validation.invalid',
    keys: (params as { keys?: string[] }).keys,
  }));

function answerInvalid(reply: FastifyReply, issues: Issue[]) {
  const fields = fieldsOf(issues);
  const first = Object.values(fields)[0] ?? 'ep.validation.invalid';
  return sendError(reply, 400, 'validation', first, fields);
}

// pg's codes for a connection the server ended (admin shutdown, crash shutdown, cannot connect now, too many
// clients) and Node's for a socket that could not be opened or was cut; pg also throws plain Errors with
// these messages when the socket closes under a query or the pool cannot connect in time.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i;

/** Whether the database, not the request, is at fault and a retry later may succeed. */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
    (typeof message === 'string' && UNAVAILABLE_TEXT.test(message))
  );
}

/**
 * The code of a failure that carries only a status: Fastify's own 4xx (a body that is not JSON, a limit) and plugins'.
 */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'rate_limited',
  503: 'unavailable',
  507: 'storage_full',
};

/** A lock held by another process (a backup, a hand-run sqlite3) is usually gone within seconds. */
const LOCKED_RETRY_SECONDS = 2;

export const codeOfStatus = (status: number): ErrorCode =>
  CODE_OF_STATUS[status] ?? (status < 500 ? 'bad_request' : 'internal');

/** The one shape of every error answer; a catalog key becomes the Spanish catalog's words (http/words.ts). */
export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .send({ ...details, error: spanish(message), code, ...(fields ? { fields: spanishFields(fields) } : {}) });
}

/** Every failure answers `{error, code, fields?}`; stack traces go to the log, never to the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(function answerError(error: FastifyError | ApiError | ZodError, request, reply) {
    const rule = ruleViolation(error);
    if (rule) return sendError(reply, rule.status, rule.code, rule.message, rule.fields);
    if (error instanceof ApiError)
      return sendError(reply, error.status, error.code, error.message, error.fields, error.details);
    if (error instanceof ZodError) return answerInvalid(reply, error.issues);
    if (hasZodFastifySchemaValidationErrors(error)) return answerInvalid(reply, issuesOfRouteSchema(error.validation));
    const status = error.statusCode ?? 500;
    // Answered 400 as it always was; the code says what it is.
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendError(reply, 400, 'too_large', 'ep.answers.tooLarge');
    if (status >= 400 && status < 500) return sendError(reply, status, codeOfStatus(status), error.message);
    request.log.error(error);
    if (isStorageFull(error)) return sendError(reply, 507, 'storage_full', 'ep.storage.full');
    if (isLocked(error))
      return sendError(
        reply.header('Retry-After', String(LOCKED_RETRY_SECONDS)),
        503,
        'unavailable',
        'ep.storage.locked',
      );
    if (isUnavailable(error))
      return sendError(reply.header('Retry-After', '5'), 503, 'unavailable', 'ep.answers.unavailable');
    return sendError(reply, 500, 'internal', 'ep.answers.internal');
  });
}
