import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy the built SPA runs under, directive by directive. Scripts come only from our
 * own files (Vite emits no inline script). Styles also allow 'unsafe-inline': MUI styles components through
 * emotion, which injects <style> elements at run time, and the rich-text editor sets style attributes;
 * a nonce would need the server to rewrite index.html on every request and every emotion cache to carry it,
 * and inline CSS cannot run code, so the risk accepted is styling only. Images may be data: and blob:
 * (the favicon, upload previews before the file is sent). Nothing may frame the app (clickjacking).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The driver's service worker (issue 42), our own file; said outright rather than left to default-src.
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * helmet's security headers, computed once. Our directives name no nonce and no per-request value, so every
 * answer carries the same headers; @fastify/helmet built helmet's whole middleware (parsing the CSP
 * directives) anew on every request, ~8% of answering a record by id.
 */
export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: () => undefined,
  };
  const middleware = helmet({
    // helmet's defaults add upgrade-insecure-requests, which breaks a plain-HTTP install (127.0.0.1:8080).
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only where the site is served over HTTPS, that is in production behind its proxy.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that predate CSP.
    xFrameOptions: { action: 'deny' },
  });
  middleware(
    {} as Parameters<typeof middleware>[0],
    collect as unknown as Parameters<typeof middleware>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * The API's answers hold guests' names, phones and bookings behind a session cookie: no cache, the browser's disk
 * cache and a proxy's included, keeps one (a route that may be kept says so itself, after this).
 */
export const API_CACHE_CONTROL = 'no-store';

/** The security headers on every answer (API, media and the SPA's files, errors and 404s included). */
export function installSecurityHeaders(app: FastifyInstance, options: { production: boolean }) {
  const headers = securityHeaders(options);
  const apiHeaders = { ...headers, 'cache-control': API_CACHE_CONTROL };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
