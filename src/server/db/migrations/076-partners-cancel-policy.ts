import type { MigrationDb } from '../columns';

/**
 * A tour's cancellation policy (issue 41): free up to free_cancel_hours before the pickup, then
 * late_cancel_refund_percent of what was paid. free_cancel_hours is the guest branch's column (issue 39, its own
 * migration adds it too): added here only when missing, so either branch's migration may run first.
 */
export async function up(db: MigrationDb) {
  const tours = (await db.introspection.getTables()).find((table) => table.name === 'tours');
  if (!tours?.columns.some((column) => column.name === 'free_cancel_hours'))
    await db.schema
      .alterTable('tours')
      .addColumn('free_cancel_hours', 'integer', (col) => col.notNull().defaultTo(24))
      .execute();
  await db.schema
    .alterTable('tours')
    .addColumn('late_cancel_refund_percent', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
