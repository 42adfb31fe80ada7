import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Staff } from '../../auth/sessions';
import { SESSION_COOKIE } from '../../http/sessionCookie';
import { unauthorized } from '../../http/errors';
import { rateLimited } from '../../http/rateLimited';
import { withArgs } from '../../../domain/messageArgs';

/** Caps checked before anything is counted, stored or hashed: a megabyte "username" is refused, not kept. */
export const MAX_USERNAME = 100;
export const MAX_PASSWORD = 1024;

const loginBody = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, 'ep.answers.usernameRequired')
    .max(MAX_USERNAME, withArgs('ep.answers.usernameTooLong', { max: MAX_USERNAME })),
  password: z
    .string()
    .min(1, 'ep.answers.passwordRequired')
    .max(MAX_PASSWORD, withArgs('ep.answers.passwordTooLong', { max: MAX_PASSWORD })),
});

const staffAnswer = z.object({ username: z.string(), role: z.string() });
/** Nothing: the session cookie says whose session ends. */
const noBody = z.object({});

/** Signing in and out, and who is signed in. */
export default async function authArea(app: FastifyInstance) {
  const { credentials, sessions, limiter, secureCookie, grants } = app.deps.auth;
  /** Who is signed in, with what the owner grants the secretary: her menu and dashboard follow it. */
  const identity = async (staff: Staff) =>
    staff.role === 'secretary' ? { ...staff, grants: await grants.current() } : staff;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

  app.post(
    '/api/auth/login',
    {
      config: {
        access: 'public',
        docs: { summary: 'Sign in', body: loginBody, answer: staffAnswer, answerText: 'Signed in: sets the cookie' },
      },
    },
    async function login(request, reply) {
      const { username, password } = request.body as z.infer<typeof loginBody>;
      const wait = await limiter.admit(username, request.ip);
      if (wait > 0) throw rateLimited(reply, wait, 'ep.answers.tooManyLogins');
      const role = await credentials.verify(username, password);
      if (!role) {
        await limiter.fail(username, request.ip);
        throw unauthorized('Invalid credentials');
      }
      await limiter.succeed(username, request.ip);
      const { token, expires } = await sessions.create({ username, role });
      reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires });
      return identity({ username, role });
    },
  );

  const meDocs = { summary: 'Who is signed in (a secretary with her grants)', answer: staffAnswer.loose() };
  app.get('/api/auth/me', { config: { access: 'signed-in', docs: meDocs } }, async function whoAmI(request) {
    return request.staff && identity(request.staff);
  });

  const signOut = {
    access: 'public',
    docs: { summary: 'Sign out', body: noBody, status: 204, answerText: 'Signed out: clears the cookie' },
  } as const;
  app.post('/api/auth/logout', { config: signOut }, async function logout(request, reply) {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.code(204).send();
  });
}
