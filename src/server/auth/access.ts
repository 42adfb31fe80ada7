import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
// Brings the typing of request.cookies; the plugin itself is registered in app.ts.
import '@fastify/cookie';
import { canAccess } from '../../domain/access';
import type { StaffGrants } from '../../domain/staffPermissions';
import { forbidden, unauthorized } from '../http/errors';
import type { GrantStore } from './grants';
import { SESSION_COOKIE } from '../http/sessionCookie';
import type { SessionStore, Staff } from './sessions';

/**
 * Who may call a route: anyone; any signed-in back-office staff member ('session': the owner or the
 * secretary); anyone signed in, a driver too ('signed-in': who am I); or the roles `canAccess` grants the
 * resource (with the owner's grants to the secretary). Every /api route must say it; the app refuses to start
 * otherwise.
 */
export type Access = 'public' | 'session' | 'signed-in' | { resource: string; action?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff?: Staff;
    /** The owner's grants as this request reads them (the secretary's; nothing for anyone else). */
    grants?: StaffGrants;
  }
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
  }
}

/** The signed-in staff member; routes that write are never public, so the guard has set it. */
export const staffOf = (request: FastifyRequest): Staff => {
  if (!request.staff) throw new Error('write route reached without a session');
  return request.staff;
};

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
}

const actionOf = (method: string) =>
  ({ GET: 'list', POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' })[method] ?? 'list';

async function accessPlugin(
  app: FastifyInstance,
  { sessions, grants }: { sessions: SessionStore; grants: GrantStore },
) {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);

  app.addHook('onRoute', (route) => {
    // Pages, images and files are what crawlers, link checkers and uptime monitors ask with HEAD; Fastify adds
    // HEAD to a GET only where the route asks it (app.ts), so a page that forgot would answer HEAD with 404.
    if (!route.url.startsWith('/api') && route.method === 'GET' && !route.exposeHeadRoute)
      throw new Error(`Route GET ${route.url} is a page: it answers HEAD too (exposeHeadRoute: true)`);
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    const methods = ([] as HTTPMethods[]).concat(route.method as HTTPMethods | HTTPMethods[]);
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });

  app.decorateRequest('staff', undefined);
  app.decorateRequest('grants', undefined);
  const check = async (request: FastifyRequest, access: Access, token: string | undefined) => {
    if (token) request.staff = await sessions.find(token);
    // Read per request (kept a moment, grants.ts): the owner's change holds from her next call on.
    if (request.staff?.role === 'secretary') request.grants = await grants.current();
    if (access === 'public') return;
    if (!request.staff) throw unauthorized();
    if (access === 'signed-in') return;
    // A driver works only his own runs: the back office's shared routes are not his.
    if (access === 'session') {
      if (request.staff.role === 'driver') throw forbidden();
      return;
    }
    const action = access.action ?? actionOf(request.method);
    if (!canAccess(request.staff.role, { resource: access.resource, action }, request.grants)) throw forbidden();
  };
  // A callback, not an async hook: every request passes here, and a visitor with no session passes at once.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    // Only API routes declare access; the SPA's files and media need no session lookup.
    if (!access) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token && access === 'public') return done();
    check(request, access, token).then(() => done(), done);
  });
}

export default fp(accessPlugin, { name: 'access', dependencies: ['@fastify/cookie'] });
