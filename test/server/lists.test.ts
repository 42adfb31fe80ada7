import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { largeData } from '../../src/server/db/seed/largeData';
import type { Page } from '../../src/domain/pages';

describeEachDatabase(
  'list protocol',
  (session) => {
    const get = <T>(path: string) => session().server.call<T>('GET', path, { cookie: session().owner });

    it('API-81 without parameters a list answers the legacy bare array and no total', async () => {
      const answer = await get<Page[]>('/api/pages');
      expect(Array.isArray(answer.body)).toBe(true);
      expect(answer.body).toHaveLength(60);
      expect(answer.headers.get('x-total-count')).toBeNull();
    });

    it('API-81 pages, sorts and counts on the server', async () => {
      const first = await get<Page[]>('/api/pages?_page=1&_per_page=25&_sort=title&_order=asc');
      const third = await get<Page[]>('/api/pages?_page=3&_per_page=25&_sort=title&_order=asc');
      expect(first.headers.get('x-total-count')).toBe('60');
      expect(first.body).toHaveLength(25);
      expect(third.body).toHaveLength(10);
      const titles = first.body.map((page) => page.title);
      expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set([...first.body, ...third.body].map((page) => page.id)).size).toBe(35);
    });

    it('API-81 filters by field, several values, and searches without accents', async () => {
      const drafts = await get<Page[]>('/api/pages?status=draft&_per_page=100');
      expect(drafts.body.every((page) => page.status === 'draft')).toBe(true);
      expect(drafts.headers.get('x-total-count')).toBe(String(drafts.body.length));
      const both = await get<Page[]>('/api/pages?status=draft,published&_per_page=100');
      expect(both.headers.get('x-total-count')).toBe('60');
      const search = await get<Page[]>('/api/pages?q=EXCURSION&_per_page=100');
      expect(search.body.length).toBeGreaterThan(0);
      expect(search.body.every((page) => /excursión/i.test(page.title + page.content))).toBe(true);
      const literal = await get<Page[]>('/api/pages?q=%25');
      expect(literal.body).toHaveLength(0);
    });

    it('API-81 refuses unknown sort and filter fields instead of ignoring them', async () => {
      expect((await get('/api/pages?_sort=password')).status).toBe(400);
      expect((await get('/api/pages?colour=red')).status).toBe(400);
      expect((await get('/api/pages?_page=0')).status).toBe(400);
      expect((await get('/api/pages?_order=sideways&_sort=title')).status).toBe(400);
    });
  },
  { data: { ...largeData(0), pages: largeData(60).pages } },
);
