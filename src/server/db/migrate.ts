import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { foundation } from './migrations/001-foundation';
import { navigationAirportOnce } from './migrations/002-navigation-airport-once';

/** Versioned migrations, in code so the compiled server carries them; names sort in order. */
function migrations(db: Db): Record<string, Migration> {
  return {
    '001-foundation': foundation(db.dialect) as Migration,
    '002-navigation-airport-once': navigationAirportOnce as Migration,
  };
}

/** The schema the connection's search_path creates tables in (DATABASE_URL may set it with `options`). */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0].schema;
}

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db) };
  // Kysely looks for its migration tables in every schema unless told which one; with one schema per test
  // file (or stale schemas in a shared database) it would find another schema's table and skip creating its own.
  const schema = db.dialect === 'postgres' ? (db.schema ?? (await currentSchema(db))) : undefined;
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
