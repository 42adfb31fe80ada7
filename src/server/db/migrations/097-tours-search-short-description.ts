import { sql } from 'kysely';
import { normalizeSearch } from '../../../domain/search';
import type { MigrationContext, MigrationDb } from '../columns';
import { SEARCH_QUEUE, searchTableOf } from '../searchIndex';

/** The fields tours are searched by from now on, in the declaration's order (domain/tours.ts). */
const FIELDS = ['nombre', 'descripcion', 'slug', 'short_description'] as const;

/**
 * A tour's search takes its short description, the words the list shows under its name (issue 43: 'sharks' found
 * nothing): every stored tour's search text is made again as a write would make it. On SQLite the index's queued
 * changes are replayed here, so a search finds them before the next write's batch would.
 */
export async function up(db: MigrationDb, { dialect }: MigrationContext) {
  const tours = await db
    .selectFrom('tours')
    .select(['id', ...FIELDS])
    .execute();
  for (const tour of tours) {
    const search = normalizeSearch(FIELDS.map((field) => String(tour[field] ?? '')).join(' '));
    await db.updateTable('tours').set({ search }).where('id', '=', tour.id).execute();
  }
  if (dialect === 'postgres') return;
  const queued = await sql`select 1 from sqlite_master where type = 'table' and name = ${SEARCH_QUEUE}`.execute(db);
  if (!queued.rows.length) return;
  const fts = sql.table(searchTableOf('tours'));
  await sql`insert into ${fts}(${fts}, rowid, search)
    select op, rid, search from ${sql.table(SEARCH_QUEUE)} where tbl = 'tours' order by seq`.execute(db);
  await sql`delete from ${sql.table(SEARCH_QUEUE)} where tbl = 'tours'`.execute(db);
}
