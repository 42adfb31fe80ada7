import type { ConnectionTimeouts } from '../config';

/**
 * Fastify's and Node's bounds on a connection, from the configured timeouts: a slow-header or slow-body client
 * is answered 408 and closed, an idle kept-alive socket closed, a socket where nothing moves destroyed. Node
 * checks the header and request bounds on a timer; it runs often enough that a bound is kept within a quarter
 * of itself (at most every 5 s).
 */
export const connectionLimits = ({ headersMs, requestMs, keepAliveMs, idleMs }: ConnectionTimeouts) => ({
  connectionTimeout: idleMs,
  keepAliveTimeout: keepAliveMs,
  requestTimeout: requestMs,
  http: {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersMs / 4))),
  },
});
