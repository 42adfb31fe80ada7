import { sql, type Kysely } from 'kysely';
import { queueSearchIndexing, SEARCH_QUEUE } from '../searchIndex';

/**
 * SQLite's search triggers note changes in a queue the batch's COMMIT replays (searchIndex.ts); PostgreSQL's index is
 * pg_trgm.
 */
export async function up(db: Kysely<unknown>, ctx: { dialect: 'sqlite' | 'postgres' }): Promise<void> {
  if (ctx.dialect !== 'sqlite') return;
  await sql`create table ${sql.table(SEARCH_QUEUE)} (seq integer primary key, tbl text not null, op text, rid integer \
not null, search text not null)`.execute(db);
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'trigger' and name like '%\\_search\\_insert' escape '\\'`.execute(db);
  for (const { name } of rows) await queueSearchIndexing(db, name.slice(0, -'_search_insert'.length));
}
