import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './dialect';
import { createSearchIndex } from './searchIndex';

/**
 * What every migration shares: migrations describe history, not the current schema type, so they run on an
 * untyped Kysely. A migration file exports `up(db, ctx)` (and optionally `down`); migrate.ts finds it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration may name any table, past or present
export type MigrationDb = Kysely<any>;

export interface MigrationContext {
  dialect: Dialect;
}

/**
 * A resource table with the columns every record has (id, created_at, updated_at, version and the
 * normalized `search` text); the migration adds the resource's own columns.
 */
export function createResourceTable(
  db: MigrationDb,
  table: string,
  { dialect }: MigrationContext,
): CreateTableBuilder<string, never> {
  return db.schema
    .createTable(table)
    .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (col) =>
      dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('search', 'text', (col) => col.notNull().defaultTo(''));
}

/**
 * A new resource table, created and indexed for search: what a migration after 003 uses.
 *   await addResourceTable(db, 'faqs', ctx, (table) => table.addColumn('question', 'text', (col) => col.notNull()));
 * (001 keeps calling createResourceTable alone: a migration that has run must not change what it does.)
 */
export async function addResourceTable(
  db: MigrationDb,
  table: string,
  ctx: MigrationContext,
  columns: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, never>,
): Promise<void> {
  await columns(createResourceTable(db, table, ctx)).execute();
  await createSearchIndex(db, table, ctx.dialect);
}

/** The name of the index behind a declaration's `unique` field; the error handler maps a violation to the field. */
export const uniqueIndexName = (table: string, field: string) => `${table}_${field}_unique`;

/** Unique regardless of case and surrounding spaces ('Dueno' clashes with 'dueno'). */
export async function createUniqueIndex(db: MigrationDb, table: string, field: string): Promise<void> {
  await sql`create unique index ${sql.id(uniqueIndexName(table, field))} on ${sql.table(table)} (lower(trim(\
${sql.ref(field)})))`.execute(db);
}
