import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';
import { CROSS_ORIGIN_MESSAGE } from '../../src/server/http/originCheck';
import { DEPTH_MESSAGE, NUL_MESSAGE } from '../../src/server/http/bodyGuard';
import { API_CACHE_CONTROL, securityHeaders } from '../../src/server/http/securityHeaders';

/** A call with the headers a browser adds, which the test server's `call` does not send. */
async function browserCall(
  session: Session,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${session.server.url}${path}`, {
    method,
    headers: {
      cookie: session.owner,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: json ? ((await response.json()) as Record<string, unknown>) : await response.text(),
    headers: response.headers,
  };
}

const navCount = async (session: Session) =>
  (await session.server.call<unknown[]>('GET', '/api/navigation', { cookie: session.owner })).body.length;

const sessionToken = (setCookie: string | null) => /ep_session=([^;]*)/.exec(setCookie ?? '')?.[1];

describeEachDatabase('security', (session) => {
  const own = () => new URL(session().server.url).host;
  const link = { name: 'Origen', url: '/origen', order: 50, active: true, new_tab: false };

  it('SHELL-13 API-03 a write whose Origin is another site answers 403 {error} and stores nothing', async () => {
    const before = await navCount(session());
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1', `http://${own()}.evil.example`, 'null']) {
      const answer = await browserCall(session(), 'POST', '/api/navigation', { origin }, link);
      expect([origin, answer.status, answer.body]).toEqual([
        origin,
        403,
        { error: CROSS_ORIGIN_MESSAGE, code: 'forbidden' },
      ]);
    }
    const pages = (await session().server.call<{ id: number }[]>('GET', '/api/pages', { cookie: session().owner }))
      .body;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await browserCall(
        session(),
        method,
        `/api/pages/${pages[0].id}`,
        { origin: 'https://evil.example' },
        method === 'DELETE' ? undefined : { title: 'x' },
      );
      expect([method, answer.status]).toEqual([method, 403]);
    }
    expect(
      (await session().server.call<unknown[]>('GET', '/api/pages', { cookie: session().owner })).body,
    ).toHaveLength(pages.length);
    expect(await navCount(session())).toBe(before);
  });

  it('SHELL-13 a write marked Sec-Fetch-Site: cross-site answers 403 even without an Origin', async () => {
    const answer = await browserCall(session(), 'POST', '/api/navigation', { 'sec-fetch-site': 'cross-site' }, link);
    expect(answer).toMatchObject({ status: 403, body: { error: CROSS_ORIGIN_MESSAGE, code: 'forbidden' } });
    // A visitor's form post from another site is refused too: the check is not only for staff routes.
    const visitor = await browserCall(session(), 'POST', '/api/contact', { origin: 'https://evil.example' }, {});
    expect(visitor.status).toBe(403);
  });

  it('SHELL-13 same-origin browser writes, reads from anywhere and header-less callers still work', async () => {
    const same = await browserCall(
      session(),
      'POST',
      '/api/navigation',
      { origin: `http://${own()}`, 'sec-fetch-site': 'same-origin' },
      { ...link, url: '/origen-1' },
    );
    expect(same.status).toBe(201);
    const read = await browserCall(session(), 'GET', '/api/navigation', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(read.status).toBe(200);
    const plain = await browserCall(session(), 'POST', '/api/navigation', {}, { ...link, url: '/origen-2' });
    expect(plain.status).toBe(201);
  });

  it('SHELL-13 every answer carries helmet headers and a CSP that allows only this origin', async () => {
    for (const path of ['/api/navigation', '/api/auth/me', '/ep-control/login', '/media/none.png']) {
      const { headers } = await browserCall(session(), 'GET', path, {});
      const csp = headers.get('content-security-policy') ?? '';
      expect([
        path,
        csp
          .split(';')
          .map((directive) => directive.trim())
          .sort(),
      ]).toEqual([
        path,
        [
          "base-uri 'self'",
          "connect-src 'self'",
          "default-src 'self'",
          "font-src 'self' data:",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "img-src 'self' data: blob:",
          "object-src 'none'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          // The driver's offline screen registers a service worker from this origin (issue 42).
          "worker-src 'self'",
        ],
      ]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  it(
    'SECURITY no API answer may be kept by a cache (lists, records, the session, errors); the app and its ' +
      'files keep their own rules',
    async () => {
      const owner = { cookie: session().owner };
      const [first] = (await session().server.call<{ id: number }[]>('GET', '/api/navigation', owner)).body;
      const answers = [
        ['/api/navigation', owner],
        [`/api/navigation/${first.id}`, owner],
        ['/api/auth/me', owner],
        ['/api/auth/me', {}],
        ['/api/no-such-route', owner],
      ] as const;
      for (const [path, headers] of answers) {
        const answer = await session().server.call('GET', path, headers);
        expect([path, answer.headers.get('cache-control')]).toEqual([path, API_CACHE_CONTROL]);
      }
      expect((await browserCall(session(), 'GET', '/ep-control/login', {})).headers.get('cache-control')).not.toBe(
        API_CACHE_CONTROL,
      );
    },
  );

  it('SHELL-13 login issues a new session id, never the one the browser brought, and logout kills it', async () => {
    const planted = 'planted-by-an-attacker-0123456789';
    const login = await browserCall(
      { ...session(), owner: `ep_session=${planted}` },
      'POST',
      '/api/auth/login',
      {},
      { username: 'dueno', password: 'dueno' },
    );
    const first = sessionToken(login.headers.get('set-cookie'));
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(first).not.toBe(planted);
    expect((await session().server.call('GET', '/api/auth/me', { cookie: `ep_session=${planted}` })).status).toBe(401);
    const again = await session().server.call('POST', '/api/auth/login', {
      body: { username: 'dueno', password: 'dueno' },
    });
    const second = sessionToken(again.headers.get('set-cookie'));
    expect(second).not.toBe(first);

    const cookie = `ep_session=${first}`;
    expect((await session().server.call('GET', '/api/auth/me', { cookie })).status).toBe(200);
    const logout = await session().server.call('POST', '/api/auth/logout', { cookie });
    expect(logout.headers.get('set-cookie')).toMatch(/ep_session=;/);
    // The old cookie replayed after logout (a copy kept by an attacker) opens nothing, reads or writes.
    expect((await session().server.call('GET', '/api/auth/me', { cookie })).status).toBe(401);
    expect((await session().server.call('GET', '/api/users', { cookie })).status).toBe(401);
    expect((await session().server.call('POST', '/api/navigation', { cookie, body: link })).status).toBe(401);
    expect((await session().server.call('GET', '/api/auth/me', { cookie: `ep_session=${second}` })).status).toBe(200);
  });

  it(
    'API-03 text with a NUL character and bodies nested too deeply answer 400 {error} on both databases, ' +
      'storing nothing',
    async () => {
      const before = await navCount(session());
      const nul = await session().server.call<{ error: string }>('POST', '/api/navigation', {
        cookie: session().owner,
        body: { ...link, name: 'Bad\u0000name' },
      });
      expect(nul).toMatchObject({ status: 400, body: { error: NUL_MESSAGE, code: 'validation' } });
      const nulKey = await session().server.call('POST', '/api/navigation', {
        cookie: session().owner,
        raw: '{"na\\u0000me": "x"}',
      });
      expect(nulKey.status).toBe(400);
      const deep = await session().server.call<{ error: string }>('POST', '/api/navigation', {
        cookie: session().owner,
        raw: `{"name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      });
      expect(deep).toMatchObject({ status: 400, body: { error: DEPTH_MESSAGE, code: 'validation' } });
      expect(await navCount(session())).toBe(before);
    },
  );
});

it('SHELL-13 HSTS is sent in production only, where the site is served over HTTPS behind its proxy', () => {
  expect(securityHeaders({ production: true })['Strict-Transport-Security']).toBe(
    'max-age=15552000; includeSubDomains',
  );
  expect(securityHeaders({ production: false })).not.toHaveProperty('Strict-Transport-Security');
  expect(securityHeaders({ production: false })['X-Frame-Options']).toBe('DENY');
});
