import type { FastifyContextConfig } from 'fastify';

/**
 * Route config for a visitor's write (contact form, booking, testimonial): public, and limited per IP by
 * @fastify/rate-limit so a script cannot flood the inbox or the bell. Use: `{ config: publicWrite() }`.
 */
export const publicWrite = (max = 10, timeWindow = '10 minutes'): FastifyContextConfig => ({
  access: 'public',
  rateLimit: {
    max,
    timeWindow,
    // Thrown to our error handler, which answers {error} like every other failure.
    errorResponseBuilder: () => Object.assign(new Error('Too many requests. Try again later.'), { statusCode: 429 }),
  },
});
