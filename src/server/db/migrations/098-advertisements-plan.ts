import type { MigrationDb } from '../columns';

/** Deleting a plan first counts the active ads bought with it (issue 43): by plan, then status, not every ad read. */
export async function up(db: MigrationDb) {
  await db.schema.createIndex('advertisements_plan').on('advertisements').columns(['plan_id', 'status']).execute();
}
