import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../auth/sessions';
import { ApiError } from '../../http/errors';

const loginBody = z.strictObject({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});

/** Signing in and out, and who is signed in. */
export default async function authArea(app: FastifyInstance) {
  const { credentials, sessions, limiter, secureCookie } = app.deps.auth;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

  app.post('/api/auth/login', { config: { access: 'public' } }, async function login(request, reply) {
    const { username, password } = loginBody.parse(request.body ?? {});
    const keys = [`ip:${request.ip}`, `user:${username.toLowerCase()}`];
    const wait = limiter.retryAfter(keys);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const role = credentials.verify(username, password);
    if (!role) {
      limiter.fail(keys);
      throw new ApiError(401, 'Invalid credentials');
    }
    limiter.succeed(keys);
    const { token, expires } = await sessions.create({ username, role });
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
    return { username, role };
  });

  app.get('/api/auth/me', { config: { access: 'session' } }, async function whoAmI(request) {
    return request.staff;
  });

  app.post('/api/auth/logout', { config: { access: 'public' } }, async function logout(request, reply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
