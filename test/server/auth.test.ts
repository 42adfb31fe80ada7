import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, describeEachDatabase, startServer, type TestServer } from './support/testServer';
import { loadConfig, parseCredentials } from '../../src/server/config';

describeEachDatabase('auth', (session) => {
  const server = () => session().server;

  it('SHELL-12 SHELL-02 the configured owner and secretary log in and get their role', async () => {
    const owner = await server().call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'dueno' } });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ username: 'dueno', role: 'owner' });
    const secretary = await server().call('POST', '/api/auth/login', { body: { username: 'secretaria', password: 'secretaria' } });
    expect(secretary.body).toEqual({ username: 'secretaria', role: 'secretary' });
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
    const answer = await server().call<{ fields: Record<string, string> }>('POST', '/api/auth/login', { body: { username: '', password: '' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(['password', 'username']);
  });

  it('SHELL-14 /api/auth/me answers who is signed in, 401 without a session', async () => {
    expect((await server().call('GET', '/api/auth/me', { cookie: session().secretary })).body).toEqual({ username: 'secretaria', role: 'secretary' });
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
    const blocked = await server().call<{ error: string }>('POST', '/api/auth/login', { body: { username: 'secretaria', password: 'secretaria' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many failed logins\. Try again in \d+ minutes?\./);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('auth configuration', () => {
  it('SHELL-12 parses ADMIN_CREDENTIALS and refuses malformed entries', () => {
    expect(parseCredentials('ana:secreto:owner, luis:clave:secretary')).toEqual([
      { username: 'ana', password: 'secreto', role: 'owner' },
      { username: 'luis', password: 'clave', role: 'secretary' },
    ]);
    expect(() => parseCredentials('ana:secreto:driver')).toThrow(/user:password:role/);
    expect(() => parseCredentials('')).toThrow(/no credential/);
  });

  it('SHELL-12 production refuses to start with the demo credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/demo credentials/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:largo-y-secreto:owner,dueno:dueno:owner' })).toThrow(/demo credentials/);
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_CREDENTIALS: 'ana:largo-y-secreto:owner' }).production).toBe(true);
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
    const custom = await startServer(databaseKinds()[0], { data: null, env: { ADMIN_CREDENTIALS: 'ana:clave-ana:owner' } });
    try {
      expect((await custom.call('POST', '/api/auth/login', { body: { username: 'ana', password: 'clave-ana' } })).status).toBe(200);
      expect((await custom.call('POST', '/api/auth/login', { body: { username: 'dueno', password: 'dueno' } })).status).toBe(401);
    } finally {
      await custom.close();
    }
  });
});
