import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type RaRecord } from 'react-admin';
import { normalizeSearch } from '../../src/domain/search';
import { largeData } from '../../src/server/seed/largeData';
import { databaseKinds, startServer, type TestServer } from './support/testServer';

type Row = RaRecord & Record<string, unknown>;

interface Case {
  /** The path below /api, which is what ra-data-simple-rest calls a resource. */
  resource: string;
  /** A field whose values are unique, so a descending sort is exactly the ascending one reversed. */
  sort: string;
  filter: Record<string, unknown>;
  q: string;
  searchFields: string[];
  create?: Row | Omit<Row, 'id'>;
  update?: Record<string, unknown>;
  remove?: boolean;
}

// Audit comes last: the writes of the cases before it are its rows.
const CASES: Case[] = [
  {
    resource: 'navigation',
    sort: 'name',
    filter: { active: false },
    q: 'EXCURSI',
    searchFields: ['name', 'url'],
    create: { name: 'Catamarán Bávaro', url: '/bavaro' },
    update: { name: 'Catamarán Bávaro y Saona' },
    remove: true,
  },
  {
    resource: 'pages',
    sort: 'title',
    filter: { status: 'draft' },
    q: 'sosúa',
    searchFields: ['title', 'content'],
    create: { title: 'Teleférico', content: '<p>Subida</p>', status: 'draft', date: '2026-02-03' },
    update: { status: 'published' },
    remove: true,
  },
  {
    resource: 'admin-notifications',
    sort: 'id',
    filter: { type: 'reserva' },
    q: 'cabarete',
    searchFields: ['type', 'text'],
    remove: true,
  },
  {
    resource: 'users',
    sort: 'username',
    filter: { role: 'Driver' },
    q: 'driver1',
    searchFields: ['username', 'email', 'phone', 'vehicle', 'plate'],
    create: {
      username: 'nuevo',
      email: 'nuevo@epcontrol.do',
      role: 'Driver',
      status: 'active',
      phone: '',
      vehicle: '',
      plate: '',
    },
    update: { status: 'inactive' },
    remove: true,
  },
  {
    resource: 'media',
    sort: 'name',
    filter: { type: 'image/jpeg' },
    q: 'cofresi',
    searchFields: ['name', 'alt', 'type'],
    update: { alt: 'Playa de Cofresí' },
    remove: true,
  },
  {
    resource: 'audit',
    sort: 'id',
    filter: { action: 'update' },
    q: 'navig',
    searchFields: ['resource', 'action', 'username'],
  },
];

const matches = (row: Row, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([field, value]) => (Array.isArray(value) ? value : [value]).includes(row[field]));
const found = (row: Row, fields: string[], q: string) =>
  normalizeSearch(fields.map((field) => String(row[field] ?? '')).join(' ')).includes(normalizeSearch(q));

/** The real ra-data-simple-rest provider, unmodified, against the real server: the server speaks its protocol. */
for (const kind of databaseKinds()) {
  describe(`ra-data-simple-rest against the server [${kind}]`, () => {
    let server: TestServer;
    let provider: DataProvider;
    let cookie: string;
    const all = async (resource: string) => (await server.call<Row[]>('GET', `/api/${resource}`, { cookie })).body;

    beforeAll(async () => {
      const data = largeData(30);
      server = await startServer(kind, {
        data: { ...data, users: data.users.filter((user) => user.role !== 'Secretary') },
      });
      cookie = await server.login('dueno');
      provider = simpleRestProvider(`${server.url}/api`, (url: string, options: fetchUtils.Options = {}) => {
        const headers = new Headers(options.headers as HeadersInit);
        headers.set('cookie', cookie);
        return fetchUtils.fetchJson(url, { ...options, headers });
      });
    });
    afterAll(async () => server?.close());

    for (const test of CASES) {
      const { resource, sort } = test;
      const list = (page: number, perPage: number, order: 'ASC' | 'DESC', filter: Record<string, unknown> = {}) =>
        provider.getList<Row>(resource, { pagination: { page, perPage }, sort: { field: sort, order }, filter });

      it(`API-81 ${resource}: pages 1 and 2, sorted both ways, with the total`, async () => {
        const everything = await all(resource);
        const ascending = await list(1, 1000, 'ASC');
        expect(ascending.total).toBe(everything.length);
        expect(everything.length).toBeGreaterThan(10);
        const descending = await list(1, 1000, 'DESC');
        expect(descending.data.map((row) => row.id)).toEqual(ascending.data.map((row) => row.id).reverse());
        const [first, second] = [await list(1, 5, 'ASC'), await list(2, 5, 'ASC')];
        expect([...first.data, ...second.data]).toEqual(ascending.data.slice(0, 10));
        expect(second.total).toBe(everything.length);
        expect((await list(2, 5, 'DESC')).data).toEqual(descending.data.slice(5, 10));
      });

      it(
        `API-81 ${resource}: q finds what the user types, accents and case folded; a field filter ` + `keeps its rows`,
        async () => {
          const everything = await all(resource);
          const searched = await list(1, 1000, 'ASC', { q: test.q });
          const expected = everything.filter((row) => found(row, test.searchFields, test.q));
          expect(expected.length).toBeGreaterThan(0);
          expect(searched.total).toBe(expected.length);
          expect(searched.data.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
          const filtered = await list(1, 2, 'ASC', test.filter);
          const kept = everything.filter((row) => matches(row, test.filter));
          expect(kept.length).toBeGreaterThan(2);
          expect(filtered.total).toBe(kept.length);
          expect(filtered.data.every((row) => matches(row, test.filter))).toBe(true);
        },
      );

      it(`API-81 ${resource}: getMany and getOne`, async () => {
        const everything = await all(resource);
        const picked = [everything[2], everything[0], everything[5]];
        const many = await provider.getMany<Row>(resource, { ids: picked.map((row) => row.id) });
        expect(many.data.map((row) => row.id).sort()).toEqual(picked.map((row) => row.id).sort());
        expect((await provider.getOne<Row>(resource, { id: picked[0].id })).data).toEqual(picked[0]);
      });

      if (test.create || test.update || test.remove) {
        it(`API-03 API-05 API-06 ${resource}: the writes it allows`, async () => {
          const [existing] = await all(resource);
          const target = test.create ? (await provider.create<Row>(resource, { data: test.create })).data : existing;
          if (test.create)
            expect((await provider.getOne<Row>(resource, { id: target.id })).data).toMatchObject({
              id: target.id,
              version: 1,
            });
          if (test.update) {
            const updated = await provider.update<Row>(resource, {
              id: target.id,
              data: test.update,
              previousData: target,
            });
            expect(updated.data).toMatchObject({ ...test.update, id: target.id, version: Number(target.version) + 1 });
          }
          if (test.remove) {
            expect((await provider.delete(resource, { id: target.id, previousData: target })).data).toMatchObject({
              id: target.id,
            });
            await expect(provider.getOne(resource, { id: target.id })).rejects.toMatchObject({ status: 404 });
          }
        });
      }
    }
  });
}
