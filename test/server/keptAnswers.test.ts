import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerCache, type AnswerScope } from '../../src/server/db/answerCache';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { codecOf } from '../../src/server/db/repository';
import { listRows, type ListQuery } from '../../src/server/db/queries';
import { normalizeSearch } from '../../src/domain/search';
import { pagesResource } from '../../src/domain/pages';

/**
 * A kept answer is sent again only while what it reads is as it was (db/answerCache.ts, db/tableChanges.ts):
 * every case below builds the answer through a counter, so a test sees both that it was kept and that what it
 * sends is what a fresh build answers.
 */
describe('LISTS kept answers follow the rows their tables have had written [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  const now = '2026-11-28T00:00:00.000Z';
  const codec = codecOf(pagesResource);
  const addPage = (title: string, executor: Db['kysely'] = db.kysely) =>
    sql<{
      id: number;
    }>`insert into pages (created_at, updated_at, title, status, date, search) values (${now}, ${now}, ${title}, \
'draft', '2026-03-01', ${normalizeSearch(title)}) returning id`
      .execute(executor)
      .then(({ rows }) => rows[0].id);
  const retitle = (id: number, title: string) =>
    sql`update pages set title = ${title}, search = ${normalizeSearch(title)} where id = ${id}`.execute(db.kysely);
  const search = (q: string): ListQuery => ({
    paged: true,
    q: normalizeSearch(q),
    filters: {},
    range: { start: 0, count: 50 },
    sort: { field: 'title', order: 'asc' },
  });
  const titlesOf = async (query: ListQuery) =>
    (await listRows(db.kysely, codec, query, [['id', 'asc']])).rows.map((row) => String(row.title));

  /** One cache and a count of its builds; `ask` answers the titles the query selects, kept or built. */
  function cached(query: ListQuery, scope: AnswerScope) {
    const keep = answerCache<string[]>(db.kysely, 8);
    let builds = 0;
    return {
      ask: () => keep('answer', scope, () => ((builds += 1), titlesOf(query))),
      builds: () => builds,
    };
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-kept-'));
    db = openDb({ dataDir });
    await migrate(db);
    for (const title of ['Excursión a Sosúa', 'Excursión a Cabarete', 'Traslado al aeropuerto', 'Playa Dorada'])
      await addPage(title);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'LISTS a search answer is kept through writes to rows without its text, and built anew when a written row ' +
      'held it before or after',
    async () => {
      const query = search('excursi');
      const { ask, builds } = cached(query, { tables: ['pages'], q: query.q });
      const first = await ask();
      expect(first).toEqual(['Excursión a Cabarete', 'Excursión a Sosúa']);
      const other = await addPage('Catamarán');
      await retitle(other, 'Catamarán a Sosúa');
      await sql`delete from pages where id = ${other}`.execute(db.kysely);
      expect([await ask(), builds()]).toEqual([first, 1]);

      const added = await addPage('Excursión a Luperón');
      expect(await ask()).toEqual(['Excursión a Cabarete', 'Excursión a Luperón', 'Excursión a Sosúa']);
      await retitle(added, 'Salida a Luperón');
      expect(await ask()).toEqual(first);
      await retitle(added, 'Excursión a Imbert');
      expect(await ask()).toEqual(['Excursión a Cabarete', 'Excursión a Imbert', 'Excursión a Sosúa']);
      await sql`delete from pages where id = ${added}`.execute(db.kysely);
      expect([await ask(), builds()]).toEqual([first, 5]);
      // A write that keeps a matching row's text but changes what the answer shows of it.
      await sql`update pages set status = 'published' where title = 'Excursión a Sosúa'`.execute(db.kysely);
      await ask();
      expect(builds()).toBe(6);
    },
  );

  it(
    'LISTS an answer without a search is built anew at any write to its table, and kept through writes to ' +
      'other tables',
    async () => {
      const query: ListQuery = {
        paged: true,
        filters: {},
        range: { start: 0, count: 50 },
        sort: { field: 'title', order: 'asc' },
      };
      const { ask, builds } = cached(query, { tables: ['pages'] });
      await ask();
      await sql`insert into faqs (created_at, updated_at, question, answer, search) values (${now}, ${now}, 'q', 'a', \
'q \
a')`.execute(db.kysely);
      await ask();
      expect(builds()).toBe(1);
      const id = await addPage('Zona colonial');
      expect((await ask()).at(-1)).toBe('Zona colonial');
      await sql`delete from pages where id = ${id}`.execute(db.kysely);
      expect(await ask()).not.toContain('Zona colonial');
      expect(builds()).toBe(3);
    },
  );

  it(
    'SPEED an answer naming no table (a public page, read from many) is kept until this connection ' + 'writes any row',
    async () => {
      const query: ListQuery = {
        paged: true,
        filters: {},
        range: { start: 0, count: 50 },
        sort: { field: 'title', order: 'asc' },
      };
      const { ask, builds } = cached(query, { tables: [] });
      const first = await ask();
      expect(await ask()).toEqual(first);
      expect(builds()).toBe(1);
      await sql`insert into faqs (created_at, updated_at, question, answer, search) values (${now}, ${now}, 'q2', \
'a2', \
'q2 a2')`.execute(db.kysely);
      expect(await ask()).toEqual(first);
      expect(builds()).toBe(2);
      const id = await addPage('Puerto Plata teleférico');
      expect(await ask()).toContain('Puerto Plata teleférico');
      await sql`delete from pages where id = ${id}`.execute(db.kysely);
      expect(builds()).toBe(3);
    },
  );

  it(
    'LISTS a search answer built between a write and its COMMIT, before the index had the write, is built anew ' +
      'once it is committed',
    async () => {
      const query = search('cascadas');
      const { ask, builds } = cached(query, { tables: ['pages'], q: query.q });
      expect(await ask()).toEqual([]);
      // The write's batch commits on the next turn; the answer asked meanwhile reads the index without it.
      const writing = db.kysely.transaction().execute((trx) => addPage('Cascadas de Damajagua', trx));
      await writing;
      expect(await ask()).toEqual([]);
      await db.committed();
      expect(await ask()).toEqual(['Cascadas de Damajagua']);
      expect(builds()).toBe(3);
    },
  );

  it(
    'LISTS rows written by a foreign key cascade, by another connection or after a change of the schema are ' +
      'not answered from before',
    async () => {
      const countReads = answerCache<number>(db.kysely, 8);
      const readsNow = () =>
        countReads(
          'reads',
          { tables: ['notification_reads'] },
          async () =>
            (await sql<{ n: number }>`select count(*) as n from notification_reads`.execute(db.kysely)).rows[0].n,
        );
      const { rows } = await sql<{
        id: number;
      }>`insert into admin_notifications (created_at, updated_at, type, text, search) values (${now}, ${now}, \
'mensaje', \
't', 't') returning id`.execute(db.kysely);
      await sql`insert into notification_reads (notification_id, username, read_at) values (${rows[0].id}, 'dueno', \
${now})`.execute(db.kysely);
      expect(await readsNow()).toBe(1);
      await sql`delete from admin_notifications where id = ${rows[0].id}`.execute(db.kysely);
      expect(await readsNow()).toBe(0);

      const query = search('aeropuerto');
      const { ask } = cached(query, { tables: ['pages'], q: query.q });
      expect(await ask()).toEqual(['Traslado al aeropuerto']);
      const other = openDb({ dataDir });
      await other.kysely
        .updateTable('pages')
        .set({ title: 'Traslado al puerto', search: 'traslado al puerto' })
        .where('title', '=', 'Traslado al aeropuerto')
        .execute();
      await other.destroy();
      expect(await ask()).toEqual([]);

      const rebuilt = search('dorada');
      const dorada = cached(rebuilt, { tables: ['pages'], q: rebuilt.q });
      expect(await dorada.ask()).toEqual(['Playa Dorada']);
      await sql`create table scratch (id integer)`.execute(db.kysely);
      await sql`drop table scratch`.execute(db.kysely);
      await dorada.ask();
      expect(dorada.builds()).toBe(2);
      // Followed again after the schema changed: a write holding the text is still seen.
      await addPage('Dorada al atardecer');
      expect(await dorada.ask()).toEqual(['Dorada al atardecer', 'Playa Dorada']);
    },
  );
});
