import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CredentialStore } from '../auth/credentials';
import type { LoginLimiter } from '../auth/loginLimiter';
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions';
import { ApiError } from '../http/errors';
import { sendRateLimited } from '../http/rateLimited';

/** Caps checked before anything is counted, stored or hashed: a megabyte "username" is refused, not kept. */
export const MAX_USERNAME = 100;
export const MAX_PASSWORD = 1024;

const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'Username is required').max(MAX_USERNAME, `Username is at most ${MAX_USERNAME} characters`),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD, `Password is at most ${MAX_PASSWORD} characters`),
});

interface AuthDeps {
  credentials: CredentialStore;
  sessions: SessionStore;
  limiter: LoginLimiter;
  secureCookie: boolean;
}

export default async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { credentials, sessions, limiter, secureCookie } = deps;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const { username, password } = loginBody.parse(request.body ?? {});
    const wait = await limiter.admit(username, request.ip);
    if (wait > 0) return sendRateLimited(reply, wait, 'Too many login attempts from this address.');
    const role = await credentials.verify(username, password);
    if (!role) {
      await limiter.fail(username, request.ip);
      throw new ApiError(401, 'Invalid credentials');
    }
    await limiter.succeed(username, request.ip);
    const { token, expires } = await sessions.create({ username, role });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
    return { username, role };
  });

  app.get('/api/auth/me', { config: { access: 'session' } }, async (request) => request.staff);

  app.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
