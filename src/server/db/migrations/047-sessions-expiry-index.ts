import type { MigrationDb } from '../columns';

/** Expired sessions are now deleted by a periodic sweep and at each sign-in; the index keeps that a range scan. */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}
