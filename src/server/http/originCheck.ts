import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_ORIGIN_MESSAGE = 'Cross-origin request refused';

/**
 * Whether a state-changing request was sent by a page of another site. Browsers send `Origin` with every
 * POST/PUT/PATCH/DELETE and `Sec-Fetch-Site` with every request; a caller without them (curl, tests, another
 * server) is not a browser riding someone's cookie, so it passes. The origin is compared by host (and port)
 * with the Host header only: behind a TLS-terminating proxy the browser says https while this server sees
 * http, and the proxy must pass the Host header through (README, Security and Operations).
 */
export function isCrossOrigin(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (sandboxed frames, privacy redirects) and anything unparsable is not this server.
    return true;
  }
  return host === '' || host.toLowerCase() !== (request.headers.host ?? '').toLowerCase();
}

/**
 * CSRF defence besides the SameSite=Lax session cookie: a write another site's page makes answers 403 before
 * any session lookup or body handling.
 */
export function installOriginCheck(app: FastifyInstance) {
  // A callback, not an async hook: it runs on every request, and most pass at the method's check.
  app.addHook('onRequest', (request, _reply, done) =>
    done(isCrossOrigin(request) ? forbidden(CROSS_ORIGIN_MESSAGE) : undefined),
  );
}
