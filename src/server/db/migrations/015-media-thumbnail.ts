import type { MigrationDb } from '../columns';

/** The upload makes a thumbnail beside each image; files stored before it have none (''). */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('thumbnail', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
}
