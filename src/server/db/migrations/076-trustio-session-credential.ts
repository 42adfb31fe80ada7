import type { MigrationDb } from '../columns';

/**
 * A session names the credential it was made with (a fingerprint of the configured entry, never the password):
 * a password changed in ADMIN_CREDENTIALS then ends that user's sessions. Sessions made before have none and
 * end at their next request, once.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('credential', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
