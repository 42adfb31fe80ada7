import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

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
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** helmet's security headers on every answer (API, media and the SPA's files). */
export async function installSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }) {
  await app.register(helmet, {
    // helmet's defaults add upgrade-insecure-requests, which breaks a plain-HTTP install (127.0.0.1:8080).
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // HSTS only where the site is served over HTTPS, that is in production behind its proxy.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that predate CSP.
    xFrameOptions: { action: 'deny' },
  });
}
