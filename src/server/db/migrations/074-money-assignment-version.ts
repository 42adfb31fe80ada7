import type { MigrationDb } from '../columns';

/**
 * A departure's driver and vehicle carry a version like every record (issue 38): two phones assigning the same
 * departure, the one holding the older version gets 409 instead of silently overwriting the other.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable('departure_assignments')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}
