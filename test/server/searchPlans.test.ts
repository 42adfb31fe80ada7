import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { listRows, type ListQuery } from '../../src/server/db/queries';
import { codecOf } from '../../src/server/db/repository';
import { pagesResource } from '../../src/domain/pages';

/**
 * A search on SQLite takes a plan chosen by how much of the table it matches (db/queries.ts searchPlan): rare
 * words sort their matches, common ones read the date index in order, words in nearly every row scan the table.
 * Whatever the plan, the page and the total are those of the rows that contain the text, in the order asked.
 */
describe('LISTS search plans answer the same rows [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  const codec = codecOf(pagesResource);
  const pages = Array.from({ length: 512 }, (_, i) => ({
    title:
      `${i === 7 || i === 300 || i === 511 ? 'raro ' : ''}${i % 5 === 0 ? 'medio ' : ''}` +
      `${i % 40 === 0 ? 'tibio ' : ''}comun ${i}`,
    // Few distinct dates, so ties are broken by id.
    date: `2026-0${(i % 9) + 1}-1${i % 3}`,
  }));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-plans-'));
    db = openDb({ dataDir });
    await migrate(db);
    const now = '2026-11-24T00:00:00.000Z';
    for (const { title, date } of pages) {
      await sql`insert into pages (created_at, updated_at, title, status, date, search) values (${now}, ${now}, \
${title}, 'draft', ${date}, ${title})`.execute(db.kysely);
    }
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const expected = (q: string, field: 'date' | 'title' | 'id', order: 'asc' | 'desc', start: number, count: number) => {
    const sign = order === 'asc' ? 1 : -1;
    const matches = pages
      .map((page, index) => ({ ...page, id: index + 1 }))
      .filter((page) => page.title.includes(q))
      .sort((a, b) => sign * (a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id));
    return { ids: matches.slice(start, start + count).map((page) => page.id), total: matches.length };
  };

  for (const q of ['raro', 'tibio', 'medio', 'comun', 'nada'])
    for (const [field, order] of [
      ['date', 'desc'],
      ['date', 'asc'],
      ['title', 'asc'],
      ['id', 'desc'],
    ] as const)
      for (const start of [0, 20, 140, 512])
        it(
          `LISTS '${q}' sorted by ${field} ${order} from ${start}: the page and the total of the rows that ` +
            `contain it`,
          async () => {
            const query: ListQuery = {
              paged: true,
              q,
              filters: {},
              range: { start, count: 20 },
              sort: { field, order },
            };
            const { rows, total } = await listRows(db.kysely, codec, query, pagesResource.list.defaultSort);
            const want = expected(q, field, order, start, 20);
            expect({ ids: rows.map((row) => row.id), total }).toEqual(want);
            if (rows.length)
              expect(Object.keys(rows[0]).sort()).toEqual([
                'content',
                'created_at',
                'date',
                'id',
                'status',
                'title',
                'updated_at',
                'version',
              ]);
          },
        );
});

describe('LISTS a search plan kept from an earlier estimate [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  const codec = codecOf(pagesResource);
  const now = '2026-11-24T00:00:00.000Z';
  const insert = (title: string, date: string) =>
    sql`insert into pages (created_at, updated_at, title, status, date, search) values (${now}, ${now}, ${title}, \
'draft', ${date}, ${title})`.execute(db.kysely);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-plans-kept-'));
    db = openDb({ dataDir });
    await migrate(db);
    for (let i = 0; i < 300; i += 1)
      await insert(`${i % 100 === 0 ? 'escaso ' : ''}fila ${i}`, `2026-01-${String((i % 28) + 1).padStart(2, '0')}`);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'LISTS a rare word estimated once, then written into most rows, still answers the page and total of the ' +
      'rows that hold it',
    async () => {
      const query: ListQuery = {
        paged: true,
        q: 'escaso',
        filters: {},
        range: { start: 0, count: 20 },
        sort: { field: 'date', order: 'desc' },
      };
      const before = await listRows(db.kysely, codec, query, pagesResource.list.defaultSort);
      expect(before.total).toBe(3);
      // Now in most rows: a fresh estimate would choose another plan; the kept one must still be right.
      for (let i = 0; i < 250; i += 1)
        await insert(`escaso nueva ${i}`, `2026-12-${String((i % 28) + 1).padStart(2, '0')}`);
      const after = await listRows(db.kysely, codec, query, pagesResource.list.defaultSort);
      expect(after.total).toBe(253);
      const { rows } = await sql<{
        id: number;
      }>`select id from pages where title like '%escaso%' order by date desc, id desc limit 20`.execute(db.kysely);
      expect(after.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    },
  );
});
