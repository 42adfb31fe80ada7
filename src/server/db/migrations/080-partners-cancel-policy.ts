import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../columns';

/** Whether this database's own tours table has the column (on PostgreSQL: in the schema migrated, not another). */
async function toursHas(db: MigrationDb, column: string): Promise<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const schema = postgres
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined;
  const tours = (await db.introspection.getTables()).find(
    (table) => table.name === 'tours' && (!postgres || table.schema === schema),
  );
  return Boolean(tours?.columns.some((entry) => entry.name === column));
}

/**
 * A tour's cancellation policy (issue 41): free up to free_cancel_hours before the pickup, then
 * late_cancel_refund_percent of what was paid. free_cancel_hours is the guest branch's column (issue 39, its own
 * migration adds it too): added here only when missing, so either branch's migration may run first.
 */
export async function up(db: MigrationDb) {
  if (!(await toursHas(db, 'free_cancel_hours')))
    await db.schema
      .alterTable('tours')
      .addColumn('free_cancel_hours', 'integer', (col) => col.notNull().defaultTo(24))
      .execute();
  await db.schema
    .alterTable('tours')
    .addColumn('late_cancel_refund_percent', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
