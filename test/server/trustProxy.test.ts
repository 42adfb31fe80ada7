import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/server/config';
import { databaseKinds, startServer, type TestServer } from './support/testServer';
import { sendFrom, startForwardingProxy, type ForwardingProxy } from './support/forwardingProxy';

const message = (nombre: string) => ({ nombre, email: 'huesped@example.com', mensaje: '¿Hay plazas el sábado?' });
const ALICE = '127.0.0.2';
const BOB = '127.0.0.3';

describe('TRUST_PROXY setting', () => {
  it(
    "SECURITY reads false, true, a hop count or the proxies' addresses and CIDR ranges, and refuses " + 'anything else',
    () => {
      expect(parseTrustProxy(undefined)).toBe(false);
      expect(parseTrustProxy('false')).toBe(false);
      expect(parseTrustProxy('true')).toBe(true);
      expect(parseTrustProxy('2')).toBe(2);
      expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
        '10.0.0.5',
        '192.168.0.0/16',
        '::1',
        'fd00::/8',
        'loopback',
      ]);
      expect(() => parseTrustProxy('proxy.example.com')).toThrow(/TRUST_PROXY entry "proxy.example.com"/);
      expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    },
  );
});

for (const kind of databaseKinds()) {
  for (const trustProxy of ['127.0.0.1', '1']) {
    describe(`behind a forwarding proxy with TRUST_PROXY=${trustProxy} [${kind}]`, () => {
      let server: TestServer;
      let proxy: ForwardingProxy;
      beforeAll(async () => {
        server = await startServer(kind, { data: null, env: { TRUST_PROXY: trustProxy, PUBLIC_WRITE_LIMIT: '2' } });
        proxy = await startForwardingProxy(server.url);
      });
      afterAll(async () => {
        await proxy?.close();
        await server?.close();
      });

      it(
        "SECURITY two clients behind the proxy are limited separately: one visitor's messages do not close the " +
          'form for the next',
        async () => {
          const statuses = [];
          for (let sent = 0; sent < 3; sent += 1)
            statuses.push((await sendFrom(ALICE, proxy.url, 'POST', '/api/contact', message('Alicia'))).status);
          expect(statuses).toEqual([201, 201, 429]);
          expect((await sendFrom(BOB, proxy.url, 'POST', '/api/contact', message('Roberto'))).status).toBe(201);
        },
      );

      it(
        'SHELL-11 SECURITY ten bad logins through the proxy slow down their sender only: the owner behind the ' +
          'same proxy signs in',
        async () => {
          for (let attempt = 0; attempt < 10; attempt += 1) {
            expect(
              (
                await sendFrom(ALICE, proxy.url, 'POST', '/api/auth/login', {
                  username: 'dueno',
                  password: `guess-${attempt}`,
                })
              ).status,
            ).toBe(401);
          }
          expect(
            (await sendFrom(ALICE, proxy.url, 'POST', '/api/auth/login', { username: 'dueno', password: 'dueno' }))
              .status,
          ).toBe(429);
          expect(
            (await sendFrom(BOB, proxy.url, 'POST', '/api/auth/login', { username: 'dueno', password: 'dueno' })).body,
          ).toEqual({ username: 'dueno', role: 'owner' });
        },
      );
    });
  }
}

describe.each([
  ['unset', {}, ALICE],
  ["the proxy's address, reached directly", { TRUST_PROXY: '127.0.0.1' }, ALICE],
])('a direct client with TRUST_PROXY %s', (_title, env: Record<string, string>, client) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(databaseKinds()[0], { data: null, env: { ...env, PUBLIC_WRITE_LIMIT: '2' } });
  });
  afterAll(async () => server?.close());

  it('SECURITY cannot dodge the limit with a made-up X-Forwarded-For', async () => {
    const statuses = [];
    for (const spoofed of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      statuses.push(
        (await sendFrom(client, server.url, 'POST', '/api/contact', message('Pirata'), { 'x-forwarded-for': spoofed }))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
