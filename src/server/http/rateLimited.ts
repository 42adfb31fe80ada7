import type { FastifyReply } from 'fastify';

/** A 429 the person can act on: when to try again, in the Retry-After header and in words. */
export function sendRateLimited(reply: FastifyReply, waitMs: number, what: string) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return reply
    .code(429)
    .header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .send({ error: `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, code: 'rate_limited' });
}
