import type { FastifyInstance } from 'fastify';
import { badRequest, type ApiError } from './errors';

/** No form or record of ours nests deeper than this (a post's tags, a message's chat, a gallery). */
export const MAX_BODY_DEPTH = 16;
export const NUL_MESSAGE = 'Text may not contain the NUL character';
export const DEPTH_MESSAGE = 'Request body is nested too deeply';

/**
 * Why the parsed JSON body cannot be handled, or undefined. Looked at before validation, on both databases
 * alike: PostgreSQL cannot store U+0000 in text (the write would fail as a server error while SQLite keeps
 * it), and a deeply nested value would exhaust the stack of any recursive step after it (validation,
 * sanitizing, JSON encoding). The walk is iterative and stops at the first problem.
 */
export function bodyProblem(body: unknown): ApiError | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return badRequest(NUL_MESSAGE);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return badRequest(DEPTH_MESSAGE);
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return badRequest(NUL_MESSAGE);
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

export function installBodyGuard(app: FastifyInstance) {
  // A callback, not an async hook: every request passes here, and a GET has no body to look at.
  app.addHook('preValidation', (request, _reply, done) =>
    done(request.body === undefined || request.body === null ? undefined : bodyProblem(request.body)),
  );
}
