import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Db } from './db/client';
import accessPlugin from './auth/access';
import { CredentialStore } from './auth/credentials';
import { LoginLimiter } from './auth/loginLimiter';
import { SessionStore } from './auth/sessions';
import { installErrorHandler } from './http/errorHandler';
import authRoutes from './routes/auth';
import navigationRoutes from './routes/navigation';
import pagesRoutes from './routes/pages';
import notificationRoutes from './routes/notifications';
import usersRoutes from './routes/users';
import mediaRoutes from './routes/media';
import auditRoutes from './routes/audit';

export interface AppOptions {
  db: Db;
  config: Config;
  logger?: boolean;
}

export const APP_PREFIX = '/ep-control';

/** Builds the whole server: API, uploaded media and the built SPA. Used by main.ts and by the tests. */
export async function buildApp({ db, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024, trustProxy: false });
  const sessions = new SessionStore(db.kysely, config.sessionHours);
  const mediaDir = join(config.dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });

  installErrorHandler(app);
  await app.register(cookie);
  await app.register(accessPlugin, { sessions });

  const deps = { db: db.kysely };
  await app.register(authRoutes, {
    credentials: new CredentialStore(config.credentials),
    sessions,
    limiter: new LoginLimiter(),
    secureCookie: config.production,
  });
  await app.register(navigationRoutes, deps);
  await app.register(pagesRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(mediaRoutes, { ...deps, mediaDir });
  await app.register(auditRoutes, deps);

  await app.register(fastifyStatic, { root: mediaDir, prefix: '/media/', decorateReply: false, wildcard: true });
  const hasApp = existsSync(join(config.appDir, 'index.html'));
  if (hasApp) await app.register(fastifyStatic, { root: config.appDir, prefix: `${APP_PREFIX}/`, index: false, wildcard: false });

  app.get('/', (_request, reply) => reply.redirect(`${APP_PREFIX}/login`));
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) return reply.code(404).send({ error: 'Not found' });
    // History routing: every app path answers the SPA, which routes it (unknown paths go to login).
    // A missing file (a stale hashed asset) stays a 404: answering HTML to a script tag only hides the cause.
    const path = request.url.split('?')[0];
    const isFile = /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));
    if (hasApp && request.method === 'GET' && path.startsWith(APP_PREFIX) && !isFile) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', config.appDir);
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  return app;
}
