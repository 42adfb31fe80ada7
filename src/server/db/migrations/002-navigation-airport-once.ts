import { sql } from 'kysely';
import type { MigrationDb } from '../columns';

/** The name http/constraints.ts recognises (its own copy: a migration is imported only by the migrator). */
const AIRPORT_ONCE_INDEX = 'navigation_airport_once';

/**
 * NAV-07 in the database too: the route checks it first with a clear message, but two requests at the same
 * moment (PostgreSQL runs them side by side) could both pass that check. At most one row may hold the
 * airport-transfers URL, compared like isAirportTransfersUrl (trimmed, trailing slashes off, lower case).
 */
export async function up(db: MigrationDb) {
  const key = sql`lower(rtrim(trim(url), '/'))`;
  await sql`create unique index ${sql.id(AIRPORT_ONCE_INDEX)} on navigation (${key}) where ${key} = \
'/airport-transfers'`.execute(db);
}

export async function down(db: MigrationDb) {
  await sql`drop index ${sql.id(AIRPORT_ONCE_INDEX)}`.execute(db);
}
