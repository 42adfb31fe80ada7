import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/** SQLite's search triggers queue their changes; each COMMIT replays them into FTS5 (db/searchIndex.ts). */
describe('search index kept through the queue [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  const now = '2026-11-24T00:00:00.000Z';
  const addPage = (executor: Db['kysely'], title: string) =>
    sql<{
      id: number;
    }>`insert into pages (created_at, updated_at, title, status, date, search) values (${now}, ${now}, ${title}, \
'draft', '2026-03-01', ${title.toLowerCase()}) returning id`
      .execute(executor)
      .then(({ rows }) => rows[0].id);
  const found = async (text: string) =>
    (
      await sql<{
        rowid: number;
      }>`select rowid from pages_search where pages_search match ${`"${text}"`} order by rowid`.execute(db.kysely)
    ).rows.map(({ rowid }) => rowid);
  const queued = async () =>
    (await sql<{ n: number }>`select count(*) as n from search_queue`.execute(db.kysely)).rows[0].n;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-queue-'));
    db = openDb({ dataDir });
    await migrate(db);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'API-07 API-11 writes batched in one COMMIT are searchable after it, in the order they were made, and the ' +
      'queue is left empty',
    async () => {
      const [kept, renamed, removed] = await Promise.all(
        ['excursion uno', 'excursion dos', 'excursion tres'].map((title) =>
          db.kysely.transaction().execute((trx) => addPage(trx, title)),
        ),
      );
      await Promise.all([
        db.kysely
          .transaction()
          .execute((trx) => sql`update pages set search = 'playa dorada' where id = ${renamed}`.execute(trx)),
        db.kysely.transaction().execute((trx) => sql`delete from pages where id = ${removed}`.execute(trx)),
      ]);
      await db.committed();
      expect(await found('excursi')).toEqual([kept]);
      expect(await found('dorad')).toEqual([renamed]);
      expect(await queued()).toBe(0);
      await sql`insert into pages_search(pages_search) values ('integrity-check')`.execute(db.kysely);
    },
  );

  it(
    'API-07 API-11 a write outside any transaction is indexed as it commits, and a write that rolls back ' +
      'leaves nothing in the index',
    async () => {
      const alone = await addPage(db.kysely, 'excursion sola');
      expect(db.committed()).toBeUndefined();
      expect(await found('excursi')).toEqual([alone]);
      const failing = db.kysely.transaction().execute(async (trx) => {
        await addPage(trx, 'excursion perdida');
        throw new Error('refused by a rule');
      });
      await expect(failing).rejects.toThrow('refused by a rule');
      await db.committed();
      expect(await found('excursi')).toEqual([alone]);
      expect(await queued()).toBe(0);
    },
  );
});
