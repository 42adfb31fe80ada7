import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeEachDatabase, startServer, type TestServer } from './support/testServer';
import { buildApp } from '../../src/server/app';
import { SessionStore } from '../../src/server/auth/sessions';
import { startSweeps } from '../../src/server/auth/sweeps';
import { loadConfig, parseCredentials } from '../../src/server/config';
import { LOGIN_LIMITS } from '../../src/server/auth/loginLimiter';

describeEachDatabase('auth', (session) => {
  const server = () => session().server;

  it('SHELL-12 SHELL-02 the configured owner and secretary log in and get their role', async () => {
    const owner = await server().call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'dueno' } });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ username: 'dueno', role: 'owner' });
    const secretary = await server().call('POST', '/api/auth/login', {
      body: { username: 'secretaria', password: 'secretaria' },
    });
    // Issue 42: the secretary's answer carries what the owner grants her (nothing on a new install).
    expect(secretary.body).toEqual({
      username: 'secretaria',
      role: 'secretary',
      grants: { secretary_bookings: false, secretary_money: false },
    });
  });

  it('SHELL-13 the session cookie is HttpOnly and SameSite=Lax, and the answer holds no password', async () => {
    const answer = await server().call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'dueno' } });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ep_session=[\w-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(answer.body).not.toHaveProperty('password');
  });

  it('SHELL-11 a wrong pair or an unknown user answers 401 Invalid credentials', async () => {
    const wrong = await server().call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Invalid credentials', code: 'unauthorized' } });
    const unknown = await server().call('POST', '/api/auth/login', { body: { username: 'pirata', password: 'x' } });
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Invalid credentials', code: 'unauthorized' } });
  });

  it('SHELL-10 username and password are both required', async () => {
    const answer = await server().call<{ fields: Record<string, string> }>('POST', '/api/auth/login', {
      body: { username: '', password: '' },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['password', 'username']);
  });

  it('SHELL-14 /api/auth/me answers who is signed in, 401 without a session', async () => {
    expect((await server().call('GET', '/api/auth/me', { cookie: session().secretary })).body).toEqual({
      username: 'secretaria',
      role: 'secretary',
      grants: { secretary_bookings: false, secretary_money: false },
    });
    expect((await server().call('GET', '/api/auth/me')).status).toBe(401);
    expect((await server().call('GET', '/api/auth/me', { cookie: 'ep_session=forged' })).status).toBe(401);
  });

  it('SHELL-23 logout deletes the session on the server', async () => {
    const cookie = await server().login('dueno');
    expect((await server().call('POST', '/api/auth/logout', { cookie })).status).toBe(204);
    expect((await server().call('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('SHELL-11 too many failed logins for one username answer 429 with a clear message', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await server().call('POST', '/api/auth/login', { body: { username: 'secretaria', password: 'wrong' } });
    }
    const blocked = await server().call<{ error: string; code: string }>('POST', '/api/auth/login', {
      body: { username: 'secretaria', password: 'secretaria' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: 'Demasiados intentos de entrar desde esta dirección. Inténtalo de nuevo en 15 minutos.',
      code: 'rate_limited',
    });
    expect(blocked.headers.get('retry-after')).toMatch(/^(89\d|900)$/);
  });
});

/** A login as sent by the proxy in front of the server for a client at `address`. */
async function loginFrom(server: TestServer, address: string, username: string, password: string) {
  const answer = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, headers: answer.headers };
}

describeEachDatabase(
  'login throttle behind a proxy',
  (session) => {
    const server = () => session().server;

    it(
      'SHELL-11 SECURITY ten wrong passwords for dueno from one address slow that address down; the owner ' +
        'still signs in from hers',
      async () => {
        for (let attempt = 0; attempt < 10; attempt += 1) {
          expect((await loginFrom(server(), '203.0.113.66', 'dueno', `guess-${attempt}`)).status).toBe(401);
        }
        const attacker = await loginFrom(server(), '203.0.113.66', 'dueno', 'dueno');
        expect(attacker).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
        expect(attacker.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await loginFrom(server(), '198.51.100.7', 'dueno', 'dueno')).toMatchObject({
          status: 200,
          body: { role: 'owner' },
        });
      },
    );

    it(
      'SECURITY a username over 100 characters or a password over 1024 is refused before anything is counted ' +
        'or hashed',
      async () => {
        const long = await loginFrom(server(), '203.0.113.5', 'x'.repeat(101), 'dueno');
        expect(long).toMatchObject({
          status: 400,
          body: { fields: { username: 'El usuario tiene como máximo 100 caracteres' } },
        });
        const longPassword = await loginFrom(server(), '203.0.113.5', 'dueno', 'x'.repeat(1025));
        expect(longPassword).toMatchObject({
          status: 400,
          body: { fields: { password: 'La contraseña tiene como máximo 1024 caracteres' } },
        });
      },
    );

    it(
      "SECURITY 300 failed logins with 100 kB usernames leave the throttle's memory as it was",
      { timeout: 60_000 },
      async () => {
        const before = await server().app.rateCounters.size();
        const huge = (index: number) => `${index}-${'u'.repeat(100_000)}`;
        for (let attempt = 0; attempt < 300; attempt += 1) {
          expect(
            (await loginFrom(server(), `203.0.${attempt >> 8}.${attempt & 255}`, huge(attempt), 'wrong')).status,
          ).toBe(400);
        }
        expect(await server().app.rateCounters.size()).toBe(before);
      },
    );

    it(
      'SECURITY 300 failed logins with new 100-character usernames from one address add only 32 keys: past ' +
        '30 failures it is refused before counting',
      { timeout: 60_000 },
      async () => {
        const before = await server().app.rateCounters.size();
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 300; attempt += 1) {
          statuses.push((await loginFrom(server(), '203.0.113.99', `${attempt}-`.padEnd(100, 'u'), 'wrong')).status);
        }
        expect(statuses).toEqual([
          ...Array(LOGIN_LIMITS.addressFailures.max).fill(401),
          ...Array(300 - LOGIN_LIMITS.addressFailures.max).fill(429),
        ]);
        // One key per username tried (30), the address's failures and its attempts.
        expect((await server().app.rateCounters.size()) - before).toBe(LOGIN_LIMITS.addressFailures.max + 2);
      },
    );

    it(
      'SECURITY logins from one address are limited, valid ones too (each costs a hash); other addresses are not',
      { timeout: 60_000 },
      async () => {
        const logins = Array.from({ length: LOGIN_LIMITS.addressAttempts.max }, () =>
          loginFrom(server(), '192.0.2.200', 'secretaria', 'secretaria'),
        );
        expect(new Set((await Promise.all(logins)).map((answer) => answer.status))).toEqual(new Set([200]));
        expect(await loginFrom(server(), '192.0.2.200', 'secretaria', 'secretaria')).toMatchObject({
          status: 429,
          body: { code: 'rate_limited' },
        });
        expect((await loginFrom(server(), '192.0.2.201', 'secretaria', 'secretaria')).status).toBe(200);
      },
    );
  },
  { data: null, env: { TRUST_PROXY: '127.0.0.1' } },
);

describeEachDatabase(
  'revocation',
  (session) => {
    it(
      'SECURITY removing or demoting a user in ADMIN_CREDENTIALS ends their sessions at the ' + 'next request',
      async () => {
        const { server } = session();
        const secretary = await server.login('secretaria');
        const owner = await server.login('dueno');
        // The same database served with new credentials, as after a restart: secretaria removed, dueno demoted.
        const config = loadConfig({
          DATA_DIR: server.dataDir,
          APP_DIR: server.dataDir,
          ADMIN_CREDENTIALS: 'dueno:dueno:secretary,ana:clave-ana:owner',
        });
        const restarted = await buildApp({ db: server.db, config });
        try {
          const get = (url: string, cookie: string) => restarted.inject({ method: 'GET', url, headers: { cookie } });
          expect((await get('/api/contact', secretary)).statusCode).toBe(401);
          expect((await get('/api/users', owner)).statusCode).toBe(401);
          // Their rows are gone: the first server, still on the old credentials, no longer knows them either.
          expect((await server.call('GET', '/api/auth/me', { cookie: secretary })).status).toBe(401);
          expect((await server.call('GET', '/api/auth/me', { cookie: owner })).status).toBe(401);
          // The demoted owner signs in again and gets a secretary's rights.
          const login = await restarted.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'dueno', password: 'dueno' },
          });
          expect(login.json()).toEqual({
            username: 'dueno',
            role: 'secretary',
            grants: { secretary_bookings: false, secretary_money: false },
          });
          expect((await get('/api/users', String(login.headers['set-cookie']).split(';')[0])).statusCode).toBe(403);
        } finally {
          await restarted.close();
        }
      },
    );

    it(
      'TRUST a password changed in ADMIN_CREDENTIALS ends that user’s sessions at the next request; an ' +
        'unchanged entry keeps its sessions across a restart',
      async () => {
        const { server } = session();
        const secretary = await server.login('secretaria');
        const owner = await server.login('dueno');
        // The same database served by a new process: dueno's password changed, secretaria's entry as it was.
        const config = loadConfig({
          DATA_DIR: server.dataDir,
          APP_DIR: server.dataDir,
          ADMIN_CREDENTIALS: 'dueno:clave-nueva:owner,secretaria:secretaria:secretary',
        });
        const restarted = await buildApp({ db: server.db, config });
        try {
          const get = (url: string, cookie: string) => restarted.inject({ method: 'GET', url, headers: { cookie } });
          expect((await get('/api/auth/me', owner)).statusCode).toBe(401);
          expect((await get('/api/auth/me', secretary)).json()).toEqual({
            username: 'secretaria',
            role: 'secretary',
            grants: { secretary_bookings: false, secretary_money: false },
          });
          const old = await restarted.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'dueno', password: 'dueno' },
          });
          expect(old.statusCode).toBe(401);
          const login = await restarted.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'dueno', password: 'clave-nueva' },
          });
          expect(login.statusCode).toBe(200);
          expect((await get('/api/users', String(login.headers['set-cookie']).split(';')[0])).statusCode).toBe(200);
        } finally {
          await restarted.close();
        }
      },
    );

    it('SECURITY expired sessions are deleted by a periodic sweep, which stops when the app closes', async () => {
      const { db } = session().server;
      const expired = new SessionStore(db.kysely, -1, {
        binding: async () => '',
        holds: async () => true,
      });
      const countExpired = async () =>
        (
          await db.kysely
            .selectFrom('sessions')
            .select('token_hash')
            .where('expires_at', '<=', new Date().toISOString())
            .execute()
        ).length;
      await expired.create({ username: 'dueno', role: 'owner' });
      await expired.create({ username: 'secretaria', role: 'secretary' });
      expect(await countExpired()).toBe(2);
      const app = Fastify();
      startSweeps(app, [() => expired.deleteExpired()], 20);
      await app.ready();
      while ((await countExpired()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      await app.close();
      await expired.create({ username: 'dueno', role: 'owner' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await countExpired()).toBe(1);
      await expired.deleteExpired();
    });
  },
  { data: null },
);

describe('auth configuration', () => {
  it('SHELL-12 parses ADMIN_CREDENTIALS and refuses malformed entries', () => {
    expect(parseCredentials('ana:secreto:owner, luis:clave:secretary')).toEqual([
      { username: 'ana', password: 'secreto', role: 'owner' },
      { username: 'luis', password: 'clave', role: 'secretary' },
    ]);
    expect(() => parseCredentials('ana:secreto:conductor')).toThrow(/user:password:role/);
    // Issue 42: a driver signs in too.
    expect(parseCredentials('ramon:clave:driver')).toEqual([{ username: 'ramon', password: 'clave', role: 'driver' }]);
    expect(() => parseCredentials('')).toThrow(/no credential/);
  });

  it('SHELL-12 production refuses to start with the demo credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/demo credentials/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:largo-y-secreto:owner,dueno:dueno:owner' }),
    ).toThrow(/demo credentials/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:largo-y-secreto:owner' }).production).toBe(
      true,
    );
  });
});

describe('sessions expire', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0], { data: null, env: { SESSION_HOURS: '-1' } });
  });
  afterAll(async () => server.close());

  it('SHELL-07 an expired session is refused and removed', async () => {
    const cookie = await server.login('dueno');
    expect((await server.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    const rows = await server.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('SHELL-12 configured credentials replace the demo ones', async () => {
    const custom = await startServer(databaseKinds()[0], {
      data: null,
      env: { ADMIN_CREDENTIALS: 'ana:clave-ana:owner' },
    });
    try {
      expect(
        (await custom.call('POST', '/api/auth/login', { body: { username: 'ana', password: 'clave-ana' } })).status,
      ).toBe(200);
      expect(
        (await custom.call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'dueno' } })).status,
      ).toBe(401);
    } finally {
      await custom.close();
    }
  });
});
