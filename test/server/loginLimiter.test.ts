import { describe, expect, it } from 'vitest';
import { LoginLimiter } from '../../src/server/auth/loginLimiter';
import { startServer } from './support/testServer';

describe('login rate limit', () => {
  const ip = ['ip:10.0.0.1'];

  it('SHELL-11 counts failures per IP across usernames, and per username across IPs, for 15 minutes', () => {
    const limiter = new LoginLimiter(10, 15 * 60_000);
    for (let index = 0; index < 10; index += 1) limiter.fail([...ip, `user:guess-${index}`], 1_000);
    expect(limiter.retryAfter([...ip, 'user:dueno'], 1_000)).toBe(15 * 60_000);
    expect(limiter.retryAfter(['ip:10.0.0.2', 'user:dueno'], 1_000)).toBe(0);
    for (let index = 0; index < 10; index += 1) limiter.fail([`ip:10.1.0.${index}`, 'user:dueno'], 1_000);
    expect(limiter.retryAfter(['ip:10.0.0.3', 'user:dueno'], 2_000)).toBe(15 * 60_000 - 1_000);
    expect(limiter.retryAfter([...ip, 'user:dueno'], 1_000 + 15 * 60_000)).toBe(0);
  });

  it('SHELL-11 a successful login clears the count, so staff who mistype now and then are never locked out', () => {
    const limiter = new LoginLimiter(3, 60_000);
    for (let round = 0; round < 5; round += 1) {
      limiter.fail([...ip, 'user:secretaria'], round);
      limiter.fail([...ip, 'user:secretaria'], round);
      expect(limiter.retryAfter([...ip, 'user:secretaria'], round)).toBe(0);
      limiter.succeed([...ip, 'user:secretaria']);
    }
  });
});

describe('production cookie', () => {
  it('SHELL-13 with NODE_ENV=production the session cookie is also Secure', async () => {
    const server = await startServer('sqlite', { data: null, env: { NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:clave-larga-de-verdad:owner' } });
    try {
      const answer = await server.call('POST', '/api/auth/login', { body: { username: 'ana', password: 'clave-larga-de-verdad' } });
      expect(answer.status).toBe(200);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^ep_session=[^;]+;/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
    } finally {
      await server.close();
    }
  });
});
