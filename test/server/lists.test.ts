import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { openDb } from '../../src/server/db/client';
import { largeData } from '../../src/server/seed/largeData';
import type { Page } from '../../src/domain/pages';
import { normalizeSearch } from '../../src/domain/search';

/** A list call in ra-data-simple-rest's protocol: each parameter JSON, as that provider sends them. */
const listPath = (path: string, params: { range?: unknown; sort?: unknown; filter?: unknown }) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `${path}?${query}`;
};

describeEachDatabase(
  'list protocol',
  (session) => {
    const get = <T>(path: string) => session().server.call<T>('GET', path, { cookie: session().owner });
    const pages = (params: Parameters<typeof listPath>[1]) => get<Page[]>(listPath('/api/pages', params));

    it('API-07 API-81 without parameters a list answers the legacy bare array and no Content-Range', async () => {
      const answer = await get<Page[]>('/api/pages');
      expect(Array.isArray(answer.body)).toBe(true);
      expect(answer.body).toHaveLength(60);
      expect(answer.headers.get('content-range')).toBeNull();
    });

    it('API-07 API-81 pages, sorts and counts on the server with range and sort', async () => {
      const first = await pages({ range: [0, 24], sort: ['title', 'ASC'] });
      const third = await pages({ range: [50, 74], sort: ['title', 'ASC'] });
      expect(first.headers.get('content-range')).toBe('pages 0-24/60');
      expect(third.headers.get('content-range')).toBe('pages 50-59/60');
      expect(first.body).toHaveLength(25);
      expect(third.body).toHaveLength(10);
      const titles = first.body.map((page) => page.title);
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const descending = await pages({ range: [0, 24], sort: ['title', 'DESC'] });
      expect(descending.body[0].title).toBe(
        [...first.body, ...third.body]
          .map((page) => page.title)
          .sort()
          .at(-1),
      );
      expect(new Set([...first.body, ...third.body].map((page) => page.id)).size).toBe(35);
      const past = await pages({ range: [100, 119] });
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe('pages */60');
    });

    it(
      'API-07 API-81 filters by field, several values and ids, and searches as the user types, accents and ' +
        'case folded',
      async () => {
        const drafts = await pages({ filter: { status: 'draft' }, range: [0, 99] });
        expect(drafts.body.length).toBeGreaterThan(0);
        expect(drafts.body.every((page) => page.status === 'draft')).toBe(true);
        expect(drafts.headers.get('content-range')).toBe(`pages 0-${drafts.body.length - 1}/${drafts.body.length}`);
        const both = await pages({ filter: { status: ['draft', 'published'] }, range: [0, 0] });
        expect(both.headers.get('content-range')).toBe('pages 0-0/60');
        const many = await pages({ filter: { id: [3, 1, 2] } });
        expect(many.body.map((page) => page.id).sort()).toEqual([1, 2, 3]);
        for (const typed of ['EXCURSI', 'excursión', 'xcursi']) {
          const search = await pages({ filter: { q: typed }, range: [0, 99] });
          expect(search.body.length).toBeGreaterThan(0);
          expect(search.body.every((page) => /excursión/i.test(page.title + page.content))).toBe(true);
        }
        const short = await pages({ filter: { q: 'Ó' }, range: [0, 99] });
        expect(short.body.length).toBeGreaterThan(0);
        expect((await pages({ filter: { q: '%' } })).body).toHaveLength(0);
        expect((await pages({ filter: { q: '"e' } })).body).toHaveLength(0);
        expect((await pages({ filter: { q: 'ón" OR "a' } })).body).toHaveLength(0);
      },
    );

    it('API-07 API-81 an edit is found by its new words and no longer by its old ones', async () => {
      const [page] = (await pages({ range: [0, 0], sort: ['id', 'ASC'] })).body;
      const saved = await session().server.call('PUT', `/api/pages/${page.id}`, {
        cookie: session().owner,
        body: { title: 'Snorkel en Bávaro único' },
      });
      expect(saved.status).toBe(200);
      expect((await pages({ filter: { q: 'bavaro unic' } })).body.map((found) => found.id)).toEqual([page.id]);
      expect((await pages({ filter: { q: page.title } })).body.map((found) => found.id)).not.toContain(page.id);
      await session().server.call('DELETE', `/api/pages/${page.id}`, { cookie: session().owner });
      expect((await pages({ filter: { q: 'bavaro unic' } })).body).toEqual([]);
    });

    it('API-07 API-81 a search page counts every match in its Content-Range, past its last page too', async () => {
      const all = await pages({ filter: { q: 'excursi' }, range: [0, 999] });
      const total = all.body.length;
      expect(total).toBeGreaterThan(3);
      const second = await pages({ filter: { q: 'excursi' }, range: [2, 3], sort: ['title', 'ASC'] });
      expect(second.headers.get('content-range')).toBe(`pages 2-3/${total}`);
      expect(second.body.every((page) => all.body.some((found) => found.id === page.id))).toBe(true);
      const drafts = await pages({ filter: { q: 'excursi', status: 'draft' }, range: [0, 0] });
      const draftTotal = all.body.filter((page) => page.status === 'draft').length;
      expect(drafts.headers.get('content-range')).toBe(draftTotal ? `pages 0-0/${draftTotal}` : 'pages */0');
      const past = await pages({ filter: { q: 'excursi' }, range: [total + 10, total + 19] });
      expect(past.body).toEqual([]);
      expect(past.headers.get('content-range')).toBe(`pages */${total}`);
    });

    it(
      'API-02 API-07 API-81 the legacy whole list answers the records the paged list does, booleans as ' +
        'true/false and JSON columns as values',
      async () => {
        const [page] = (await pages({ range: [0, 0] })).body;
        await session().server.call('PUT', `/api/pages/${page.id}`, {
          cookie: session().owner,
          body: { title: 'Guía de Sosúa' },
        });
        for (const path of ['/api/pages', '/api/navigation', '/api/audit']) {
          const legacy = await get<Record<string, unknown>[]>(path);
          const paged = await get<Record<string, unknown>[]>(listPath(path, { range: [0, 999] }));
          expect(legacy.status, path).toBe(200);
          expect(legacy.headers.get('content-type'), path).toMatch(/^application\/json/);
          expect(legacy.body, path).toEqual(paged.body);
          expect(legacy.body.length, path).toBeGreaterThan(0);
        }
        const [link] = (await get<Record<string, unknown>[]>('/api/navigation')).body;
        expect(typeof link.active).toBe('boolean');
        expect(typeof link.new_tab).toBe('boolean');
        const trail = (await get<Record<string, unknown>[]>('/api/audit')).body;
        expect(trail.some((entry) => typeof entry.after === 'object' && entry.after !== null)).toBe(true);
      },
    );

    it(
      'API-02 API-07 API-81 a list asked again, whole or a page, answers every write made since, by this ' +
        'server or by another connection',
      async () => {
        const { server, owner } = session();
        const whole = async () => (await get<Page[]>('/api/pages')).body.map((page) => page.title);
        const found = async () => {
          const answer = await pages({ filter: { q: 'ruta del' }, range: [0, 9], sort: ['title', 'ASC'] });
          return { titles: answer.body.map((page) => page.title), range: answer.headers.get('content-range') };
        };
        const titles = async () => {
          const [all, page] = await Promise.all([whole(), found()]);
          expect(page.titles).toEqual(all.filter((title) => title.toLowerCase().startsWith('ruta del')).sort());
          expect(page.range).toBe(
            page.titles.length ? `pages 0-${page.titles.length - 1}/${page.titles.length}` : 'pages */0',
          );
          return all;
        };
        const before = await titles();
        expect(await titles()).toEqual(before);
        const created = await server.call<Page>('POST', '/api/pages', {
          cookie: owner,
          body: { title: 'Ruta del ámbar', status: 'draft' },
        });
        expect(await titles()).toContain('Ruta del ámbar');
        await server.call('PUT', `/api/pages/${created.body.id}`, {
          cookie: owner,
          body: { title: 'Ruta del larimar' },
        });
        expect(await titles()).toContain('Ruta del larimar');
        expect(await titles()).not.toContain('Ruta del ámbar');
        // Another connection, as a restore or the seed command would be: the server must not answer what it kept.
        const other = openDb({
          dataDir: server.dataDir,
          databaseUrl: server.db.dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
          schema: server.db.schema,
        });
        await other.kysely
          .updateTable('pages')
          .set({ title: 'Ruta del cacao' })
          .where('id', '=', created.body.id)
          .execute();
        await other.destroy();
        expect(await titles()).toContain('Ruta del cacao');
        await server.call('DELETE', `/api/pages/${created.body.id}`, { cookie: owner });
        expect(await titles()).toEqual(before);
      },
    );

    it(
      'API-07 API-81 PERFORMANCE a search compiled once (db/queries.ts keptSearchStatements) answers each call its ' +
        'own text, range and sort: the rows, order and total of the pages that contain the text',
      async () => {
        const all = (await get<Page[]>('/api/pages')).body;
        const expected = (q: string, field: 'date' | 'title', order: 'asc' | 'desc', range?: [number, number]) => {
          const sign = order === 'asc' ? 1 : -1;
          const matches = all
            .filter((page) => normalizeSearch(`${page.title} ${page.content}`).includes(normalizeSearch(q)))
            .sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id))
            .map((page) => page.id);
          return { ids: range ? matches.slice(range[0], range[1] + 1) : matches, total: matches.length };
        };
        // Texts of both lengths (index and row by row), quotes and LIKE's wildcards, one in every page, one in none.
        const texts = ['excursi', 'TRASLADO', 'Plata', 'o', 'é', '#1', '"a', '50%', 'a_b', 'página', 'zzzz'];
        for (const [field, order] of [
          ['date', 'desc'],
          ['title', 'asc'],
        ] as const)
          for (const range of [[0, 4], [5, 9], [55, 59], undefined] as const)
            for (const q of texts) {
              const answer = await pages({
                filter: { q },
                sort: [field, order.toUpperCase()],
                ...(range ? { range } : {}),
              });
              const want = expected(q, field, order, range && [range[0], range[1]]);
              const what = `${q} ${field} ${order} ${JSON.stringify(range)}`;
              expect(
                answer.body.map((page) => page.id),
                what,
              ).toEqual(want.ids);
              if (range) expect(answer.headers.get('content-range'), what).toMatch(new RegExp(`/${want.total}$`));
              else expect(answer.body, what).toHaveLength(want.total);
            }
      },
    );

    it(
      'API-07 API-81 refuses unknown parameters, sort and filter fields and malformed values instead of ' +
        'ignoring them',
      async () => {
        for (const bad of [
          listPath('/api/pages', { sort: ['password', 'ASC'] }),
          listPath('/api/pages', { sort: ['title', 'SIDEWAYS'] }),
          listPath('/api/pages', { filter: { colour: 'red' } }),
          listPath('/api/pages', { filter: { status: { $ne: 'draft' } } }),
          listPath('/api/pages', { filter: '[1]' }),
          listPath('/api/pages', { range: [5, 1] }),
          listPath('/api/pages', { range: '[0,' }),
          '/api/pages?_page=1&_per_page=25',
          '/api/pages?status=draft',
        ]) {
          const answer = await get<{ error: string; code: string; fields: object }>(bad);
          expect([answer.status, answer.body.code], bad).toEqual([400, 'validation']);
          expect(answer.body.fields, bad).toBeDefined();
        }
      },
    );
  },
  { data: { ...largeData(0), pages: largeData(60).pages, navigation: largeData(5).navigation } },
);
