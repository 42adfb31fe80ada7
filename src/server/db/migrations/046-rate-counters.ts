import type { MigrationContext, MigrationDb } from '../columns';

/**
 * Login throttle and visitor-write counters shared by every instance on one PostgreSQL database
 * (http/rateCounters.ts). SQLite is served by one process, which keeps its counters in memory.
 */
export async function up(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    // Milliseconds since the epoch, as Date.now(): compared with the app's clock, never the database's.
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_counters_reset_at').on('rate_counters').column('reset_at').execute();
}
