import { createUniqueIndex, type MigrationDb } from '../columns';

/**
 * Two staff records with one username made the Users screen ambiguous; the declaration's `unique` names the message.
 */
export async function up(db: MigrationDb) {
  await createUniqueIndex(db, 'users', 'username');
}
