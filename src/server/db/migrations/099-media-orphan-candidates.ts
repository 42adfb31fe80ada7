import type { MigrationDb } from '../columns';

/**
 * The orphan cleanup's first pass runs when the server is ready (media/orphans.ts): its candidates (form uploads,
 * neither in the library nor published, older than a day) were found by reading every media row, ~10 ms of the
 * cold start on the bench's 10,000, and growing with the library.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .createIndex('media_orphan_candidates')
    .on('media')
    .columns(['library', 'published', 'created_at'])
    .execute();
}
