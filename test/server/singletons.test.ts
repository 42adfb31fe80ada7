import { expect, it } from 'vitest';
import { singletons } from '../../src/domain/resources';
import { describeEachDatabase } from './support/testServer';

type Visibility = { visible: boolean; version: number };

describeEachDatabase('singletons', (session) => {
  it(
    'SR-05 API-62 a singleton answers its defaults before the first save, to anyone when its read ' + 'is public',
    async () => {
      const { server } = session();
      const answer = await server.call<Visibility>('GET', '/api/sales-rentals-visibility');
      expect([answer.status, answer.body]).toEqual([200, { visible: false, version: 0 }]);
    },
  );

  it(
    'SR-02 SR-06 API-63 the owner writes it whole with its declared method; the secretary may not; each save ' +
      'is versioned and audited',
    async () => {
      const { server, owner, secretary } = session();
      expect(
        (await server.call('POST', '/api/sales-rentals-visibility', { cookie: secretary, body: { visible: true } }))
          .status,
      ).toBe(403);
      expect((await server.call('POST', '/api/sales-rentals-visibility', { body: { visible: true } })).status).toBe(
        401,
      );
      const first = await server.call<Visibility>('POST', '/api/sales-rentals-visibility', {
        cookie: owner,
        body: { visible: true },
      });
      expect([first.status, first.body]).toEqual([200, { visible: true, version: 1 }]);
      const second = await server.call<Visibility>('POST', '/api/sales-rentals-visibility', {
        cookie: owner,
        body: { visible: false, version: 1 },
      });
      expect(second.body).toEqual({ visible: false, version: 2 });
      const stale = await server.call<{ error: string }>('POST', '/api/sales-rentals-visibility', {
        cookie: owner,
        body: { visible: true, version: 1 },
      });
      expect(stale.status).toBe(409);
      for (const body of [{ visible: 'yes' }, { visible: true, extra: 1 }]) {
        expect((await server.call('POST', '/api/sales-rentals-visibility', { cookie: owner, body })).status).toBe(400);
      }
      expect((await server.call<Visibility>('GET', '/api/sales-rentals-visibility')).body).toEqual({
        visible: false,
        version: 2,
      });
      const audit = await server.call<{ action: string; before: unknown; after: unknown }[]>(
        'GET',
        `/api/audit?filter=${encodeURIComponent(JSON.stringify({ resource: 'sales-rentals-visibility' }))}`,
        { cookie: owner },
      );
      expect(audit.body.map(({ before, after }) => [before, after])).toEqual([
        [{ visible: true }, { visible: false }],
        [{ visible: false }, { visible: true }],
      ]);
    },
  );

  it('SR-05 every declared singleton is served at its path by GET and its write method', () => {
    const { server } = session();
    for (const { api, method } of singletons) {
      const routes = server.app.apiRoutes.filter(({ url }) => url === api).map(({ method: verb }) => verb);
      expect(routes.sort()).toEqual(['GET', method].sort());
    }
  });
});
