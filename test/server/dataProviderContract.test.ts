import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/admin/providers/dataProvider';
import { type NavigationLink } from '../../src/domain/navigation';
import { databaseKinds, startServer, type TestServer } from './support/testServer';
import { es } from '../../src/i18n/features';

/** The app's data provider against the real server: what the browser does, with the cookie set by hand. */
for (const kind of databaseKinds()) {
  describe(`data provider contract [${kind}]`, () => {
    let server: TestServer;
    const provider = createDataProvider();

    beforeAll(async () => {
      server = await startServer(kind);
      const cookie = await server.login('dueno');
      const realFetch = globalThis.fetch;
      vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('cookie', cookie);
        return realFetch(`${server.url}${path}`, { ...init, headers });
      });
    });
    afterAll(async () => {
      vi.unstubAllGlobals();
      await server.close();
    });

    it('API-02 API-81 NAV-02 pages and sorts on the server and reads its total', async () => {
      const { data, total } = await provider.getList<NavigationLink>('navigation', {
        pagination: { page: 2, perPage: 3 },
        sort: { field: 'order', order: 'ASC' },
        filter: {},
      });
      expect(total).toBe(8);
      expect(data.map((link) => link.order)).toEqual([4, 5, 6]);
      const search = await provider.getList('pages', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'date', order: 'DESC' },
        filter: { q: 'SOSUA' },
      });
      expect(search.total).toBe(2);
      expect(search.data.map((page) => page.title)).toContain('Sosúa and Cabarete day trip');
    });

    it('API-03 API-05 API-06 creates, updates with the version read, and deletes', async () => {
      const created = await provider.create<NavigationLink>('navigation', {
        data: { name: 'Attractions', url: '/attractions' },
      });
      expect(created.data).toMatchObject({
        name: 'Things to Do & Attractions',
        url: '/things-to-do-attractions-in-puerto-plata',
        version: 1,
      });
      const updated = await provider.update<NavigationLink>('navigation', {
        id: created.data.id,
        data: { ...created.data, new_tab: true },
        previousData: created.data,
      });
      expect(updated.data).toMatchObject({ new_tab: true, version: 2 });
      const stale = await provider
        .update('navigation', {
          id: created.data.id,
          data: { ...created.data, name: 'Stale' },
          previousData: created.data,
        })
        .catch((error: unknown) => error);
      expect(stale).toBeInstanceOf(HttpError);
      expect(stale).toMatchObject({ status: 409 });
      await provider.delete('navigation', { id: created.data.id, previousData: updated.data });
      await expect(provider.getOne('navigation', { id: created.data.id })).rejects.toMatchObject({ status: 404 });
    });

    it('NAV-07 the server refusal reaches the form as a field error', async () => {
      const failure = await provider
        .create('navigation', { data: { name: 'Otra', url: '/airport-transfers' } })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ status: 400, body: { errors: { url: es.ep.navigation.airportDuplicate } } });
    });

    it('NAV-05 reorder saves each moved link with its new order', async () => {
      const { data } = await provider.getList<NavigationLink>('navigation', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'order', order: 'ASC' },
        filter: {},
      });
      const [first, second] = data;
      await provider.reorder('navigation', {
        items: [
          { id: second.id, order: 1, version: second.version },
          { id: first.id, order: 2, version: first.version },
        ],
      });
      const after = await provider.getList<NavigationLink>('navigation', {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'order', order: 'ASC' },
        filter: {},
      });
      expect(after.data.map((link) => link.id)).toEqual([second.id, first.id]);
    });

    it('SHELL-19 DASH-02 marks notifications read and counts the owner dashboard lists', async () => {
      await provider.markNotificationsRead();
      const unread = await provider.getList('notifications', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'id', order: 'DESC' },
        filter: { read: false },
      });
      expect(unread.total).toBe(0);
      for (const [resource, count] of [
        ['pages', 5],
        ['media', 4],
        ['users', 5],
      ] as const) {
        expect(
          (
            await provider.getList(resource, {
              pagination: { page: 1, perPage: 1 },
              sort: { field: 'id', order: 'ASC' },
              filter: {},
            })
          ).total,
        ).toBe(count);
      }
    });
  });
}
