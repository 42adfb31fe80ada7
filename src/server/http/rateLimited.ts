import type { FastifyReply } from 'fastify';
import { coded, type ApiError } from './errors';
import { withArgs } from '../../domain/messageArgs';

/**
 * A 429 the person can act on: when to try again, in the Retry-After header and in words (`key`, a catalog phrase by
 * minutes). Throw what it answers.
 */
export function rateLimited(reply: FastifyReply, waitMs: number, key: string): ApiError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  reply.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return coded(429, 'rate_limited', withArgs(key, { smart_count: minutes }));
}
