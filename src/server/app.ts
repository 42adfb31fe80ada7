import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { trustProxyOption, type Config } from './config';
import type { Db } from './db/client';
import accessPlugin from './auth/access';
import { connectionLimits } from './http/connectionLimits';
import { CredentialStore } from './auth/credentials';
import { LoginLimiter } from './auth/loginLimiter';
import { SessionStore } from './auth/sessions';
import { GrantStore } from './auth/grants';
import { checkDriverLogins } from './auth/driverLogins';
import { startSweeps } from './auth/sweeps';
import { installErrorHandler, sendError } from './http/errorHandler';
import { installOriginCheck } from './http/originCheck';
import { installBodyGuard } from './http/bodyGuard';
import { installSecurityHeaders } from './http/securityHeaders';
import { installAfterCommit } from './http/afterCommit';
import { installApiReference } from './http/apiReference';
import { compilersOnDemand, installRouteValidation } from './http/routeValidation';
import { installPublicWriteLimit } from './http/publicWrite';
import { rateCountersFor } from './http/rateCounters';
import { areas as allAreas } from './areas';
import { isMissingSitePage, sendNotFoundPage } from './routes/public-site/notFound';
import type { ServerDeps } from './deps';
import { smtpMailer } from './mail';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
  /** The areas to serve: all of them (src/server/areas.ts) but in tests that look at one area alone. */
  areas?: Record<string, FastifyPluginAsync>;
}

export const APP_PREFIX = '/ep-control';

/**
 * Builds the whole server: the infrastructure every request passes (errors, origin check, body guard, commit
 * wait, security headers, cookies, access, visitor write limits), then the API's areas, then uploaded media and
 * the built SPA. Used by main.ts and by the tests.
 */
export async function buildApp({ db, config, logger = false, areas = allAreas }: AppOptions): Promise<FastifyInstance> {
  // Behind a TLS proxy every client arrives from the proxy's address; TRUST_PROXY names the hops whose
  // X-Forwarded-For tells the real one, which the per-address limits need.
  const app = Fastify({
    logger,
    // HEAD only where a client asks it (auth/access.ts): a second route beside each of the API's GETs was ~12% of
    // the cold start's CPU (docs/PERFORMANCE.md, "Cold start, session 36").
    exposeHeadRoutes: false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    ...connectionLimits(config.timeouts),
    schemaController: { compilersFactory: compilersOnDemand() },
  });
  const credentials = new CredentialStore(config.credentials);
  const sessions = new SessionStore(db.kysely, config.sessionHours, credentials);
  const grants = new GrantStore(db.kysely);
  // Before anything listens: a driver login that names no driver card would sign in to nobody's runs.
  await checkDriverLogins(db.kysely, config.credentials);
  const counters = rateCountersFor(db);
  const mediaDir = join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });

  installErrorHandler(app);
  installOriginCheck(app);
  installBodyGuard(app);
  installAfterCommit(app, db);
  installSecurityHeaders(app, { production: config.production });
  await app.register(cookie);
  await app.register(accessPlugin, { sessions, grants });
  app.decorate('rateCounters', counters);
  installPublicWriteLimit(app, counters, config.publicWriteLimit);
  startSweeps(app, [() => sessions.deleteExpired(), () => counters.sweep()]);
  // Before the areas: the reference collects their routes as they are registered, and their schemas validate.
  installRouteValidation(app);
  await installApiReference(app);

  const deps: ServerDeps = {
    db: db.kysely,
    mediaDir,
    appDir: config.appDir,
    keepListAnswers: config.keepListAnswers,
    served: new Set(),
    mailer: smtpMailer(config.smtp),
    publicUrl: config.publicUrl,
    auth: { credentials, sessions, grants, limiter: new LoginLimiter(counters), secureCookie: config.production },
  };
  app.decorate('deps', deps);
  // Each area is encapsulated: its hooks run for its own routes only.
  for (const area of Object.values(areas)) await app.register(area);

  // Uploads are named by their content's hash: a URL never serves other bytes, so browsers may keep them.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    wildcard: true,
    maxAge: '365d',
    immutable: true,
  });
  const hasApp = existsSync(join(config.appDir, 'index.html'));
  // Vite names what it writes under assets/ by content hash: a year, immutable, so a return visit asks nothing.
  // index.html (and public-site.js) revalidate, so a new build is seen at once. Each file goes out as the .br or
  // .gz the build wrote beside it (vite.config.ts), as the browser accepts: no compressing per request.
  const assetsDir = join(config.appDir, 'assets', '/');
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.appDir,
      prefix: `${APP_PREFIX}/`,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, path) =>
        reply.header('Cache-Control', path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }

  app.setNotFoundHandler(function notFoundOrApp(request, reply) {
    if (request.url.startsWith('/api')) return sendError(reply, 404, 'not_found', 'Not found');
    // History routing: every app path answers the SPA, which routes it (unknown paths go to login).
    // A missing file (a stale hashed asset) stays a 404: answering HTML to a script tag only hides the cause.
    const path = request.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    // A page of the public site that does not exist answers the site's own 404 page, at the root and under
    // the app's prefix (an unknown tour under /ep-control/ is the site's, not the app's).
    if ((request.method === 'GET' || request.method === 'HEAD') && isMissingSitePage(path, APP_PREFIX))
      return sendNotFoundPage(deps.db, request, reply);
    if (hasApp && request.method === 'GET' && path.startsWith(APP_PREFIX) && !isFile) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.appDir);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
