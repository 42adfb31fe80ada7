import { sql, type Kysely } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { Dialect } from './dialect';

/** Name of the SQLite FTS5 table that indexes `table.search`. */
export const searchTableOf = (table: string) => `${table}_search`;

/**
 * Indexes a table's normalized `search` column so `q` finds rows by substring without reading every row:
 * an FTS5 trigram table kept in step by triggers on SQLite, a pg_trgm GIN index on PostgreSQL. Both answer
 * substrings of three characters or more ('excursi' finds 'Excursión', as the user types it); the column
 * is already lower-cased and accent-stripped, so case and accents fold on both databases alike.
 */
export async function createSearchIndex(db: Kysely<unknown>, table: string, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    // The extension lives in one schema for the whole database (public), not in a schema a test drops.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_trgm'`.execute(db);
    const opclass = sql`${sql.id(rows[0].schema)}.gin_trgm_ops`;
    await sql`create index if not exists ${sql.id(`${table}_search_trgm`)}
      on ${sql.table(table)} using gin (search ${opclass})`.execute(db);
    return;
  }
  const fts = sql.table(searchTableOf(table));
  const name = (suffix: string) => sql.id(`${table}_search_${suffix}`);
  const source = sql.table(table);
  await sql`create virtual table if not exists ${fts}
    using fts5(search, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger if not exists ${name('insert')} after insert on ${source} begin
    insert into ${fts}(rowid, search) values (new.id, new.search); end`.execute(db);
  await sql`create trigger if not exists ${name('delete')} after delete on ${source} begin
    insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search); end`.execute(db);
  await sql`create trigger if not exists ${name('update')} after update of search on ${source} begin
    insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search);
    insert into ${fts}(rowid, search) values (new.id, new.search); end`.execute(db);
  // Rows written before the index existed.
  await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
  const { rows } = await sql`select 1 from sqlite_master where type = 'table' and name = ${SEARCH_QUEUE}`.execute(db);
  if (rows.length) await queueSearchIndexing(db, table);
}

/** Where SQLite's search triggers note each change of a `search` column until the batch commits. */
export const SEARCH_QUEUE = 'search_queue';

/**
 * FTS5 writes its pending terms out at every savepoint, and group commit gives each write one (groupCommit.ts):
 * a page and its audit row cost ~0.15 ms more in the search index than in their tables. So the triggers only
 * note the change, in a plain table, and flushSearchQueue replays the notes into the index once per batch,
 * in the batch's own transaction: a committed row is always indexed, and a rolled-back write's notes go with it.
 */
export async function queueSearchIndexing(db: Kysely<unknown>, table: string): Promise<void> {
  const name = (suffix: string) => sql.id(`${table}_search_${suffix}`);
  const source = sql.table(table);
  const queue = sql.table(SEARCH_QUEUE);
  const tbl = sql.lit(table);
  for (const suffix of ['insert', 'delete', 'update']) await sql`drop trigger if exists ${name(suffix)}`.execute(db);
  await sql`create trigger ${name('insert')} after insert on ${source} begin
    insert into ${queue}(tbl, op, rid, search) values (${tbl}, null, new.id, new.search); end`.execute(db);
  await sql`create trigger ${name('delete')} after delete on ${source} begin
    insert into ${queue}(tbl, op, rid, search) values (${tbl}, 'delete', old.id, old.search); end`.execute(db);
  await sql`create trigger ${name('update')} after update of search on ${source} begin
    insert into ${queue}(tbl, op, rid, search) values (${tbl}, 'delete', old.id, old.search);
    insert into ${queue}(tbl, op, rid, search) values (${tbl}, null, new.id, new.search); end`.execute(db);
}

const flushes = new WeakMap<
  SQLite.Database,
  { tables: SQLite.Statement; queued: SQLite.Statement; clear: SQLite.Statement; replay: Map<string, SQLite.Statement> }
>();

/**
 * Replays the queued changes into each table's FTS5 index, in the order they were made (see queueSearchIndexing).
 * `replayed` hears each queued text with its table: a search answer built between a write and this replay read the
 * index without the write, so what it names must be noted as changed again (tableChanges.ts).
 */
export function flushSearchQueue(
  database: SQLite.Database,
  replayed?: (table: string, search: string | null) => void,
): void {
  let flush = flushes.get(database);
  if (!flush) {
    // Before the migration that creates the queue, the triggers write to the index themselves.
    const exists = database
      .prepare(`select 1 from sqlite_master where type = 'table' and name = '${SEARCH_QUEUE}'`)
      .get();
    if (!exists) return;
    flush = {
      tables: database.prepare(`select distinct tbl from ${SEARCH_QUEUE}`).pluck(),
      queued: database.prepare(`select tbl, search from ${SEARCH_QUEUE} order by seq`).raw(),
      clear: database.prepare(`delete from ${SEARCH_QUEUE}`),
      replay: new Map(),
    };
    flushes.set(database, flush);
  }
  const tables = flush.tables.all() as string[];
  if (!tables.length) return;
  if (replayed) for (const [table, search] of flush.queued.all() as [string, string | null][]) replayed(table, search);
  for (const table of tables) {
    let replay = flush.replay.get(table);
    if (!replay) {
      const fts = `"${searchTableOf(table).replaceAll('"', '""')}"`;
      // A null in the column named after the table is an insert; 'delete' removes the values indexed before.
      replay = database.prepare(
        `insert into ${fts}(${fts}, rowid, search) select op, rid, search from ${SEARCH_QUEUE} where tbl = ? ` +
          `order by seq`,
      );
      flush.replay.set(table, replay);
    }
    replay.run(table);
  }
  flush.clear.run();
}
