import { sql, type Kysely } from 'kysely';
import type { Dialect } from './client';

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
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
    const opclass = sql`${sql.id(rows[0].schema)}.gin_trgm_ops`;
    await sql`create index if not exists ${sql.id(`${table}_search_trgm`)} on ${sql.table(table)} using gin (search ${opclass})`.execute(db);
    return;
  }
  const fts = sql.table(searchTableOf(table));
  const name = (suffix: string) => sql.id(`${table}_search_${suffix}`);
  const source = sql.table(table);
  await sql`create virtual table if not exists ${fts} using fts5(search, content=${sql.lit(table)}, content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`create trigger if not exists ${name('insert')} after insert on ${source} begin
    insert into ${fts}(rowid, search) values (new.id, new.search); end`.execute(db);
  await sql`create trigger if not exists ${name('delete')} after delete on ${source} begin
    insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search); end`.execute(db);
  await sql`create trigger if not exists ${name('update')} after update of search on ${source} begin
    insert into ${fts}(${fts}, rowid, search) values ('delete', old.id, old.search);
    insert into ${fts}(rowid, search) values (new.id, new.search); end`.execute(db);
  // Rows written before the index existed.
  await sql`insert into ${fts}(${fts}) values ('rebuild')`.execute(db);
}
