import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateCounters } from './rateCounters';
import { rateLimited } from './rateLimited';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A visitor's write, limited per address by installPublicWriteLimit. */
    publicWrite?: true;
  }
  interface FastifyRequest {
    /** The counter key this request took a place under, given back unless the write is accepted. */
    publicWriteKey?: string;
  }
}

/**
 * Route config for a visitor's write (contact form, booking, testimonial): public, and limited per address so a
 * script cannot flood the inbox or the bell. Use: `{ config: publicWrite() }`.
 */
export const publicWrite = (): FastifyContextConfig => ({ access: 'public', publicWrite: true });

/**
 * Counts ACCEPTED visitor writes per address: a place is taken before the handler runs (so a burst cannot slip
 * through at once) and given back when the answer is not a success, so guests on one hotel Wi-Fi are not
 * refused for each other's typos. Signed-in staff are not visitors and are never counted.
 */
export function installPublicWriteLimit(
  app: FastifyInstance,
  counters: RateCounters,
  limit: { max: number; windowMs: number },
) {
  app.decorateRequest('publicWriteKey', undefined);
  const take = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `public-write:${request.ip}`;
    const { hits, resetAt } = await counters.hit(key, limit.windowMs);
    request.publicWriteKey = key;
    if (hits > limit.max) throw rateLimited(reply, resetAt - Date.now(), 'ep.answers.tooManySubmissions');
  };
  // Callbacks, not async hooks: every request passes both, and all but the visitors' writes pass at once.
  app.addHook('preHandler', (request, reply, done) => {
    if (!request.routeOptions.config?.publicWrite || request.staff) return done();
    take(request, reply).then(() => done(), done);
  });
  // Before the answer leaves, so a visitor's next try already finds the place given back.
  app.addHook('onSend', (request, reply, payload, done) => {
    const key = request.publicWriteKey;
    if (!key || reply.statusCode < 300) return done(null, payload);
    request.publicWriteKey = undefined;
    counters
      .unhit(key)
      .catch((error: unknown) => request.log.error(error))
      .then(() => done(null, payload));
  });
}
