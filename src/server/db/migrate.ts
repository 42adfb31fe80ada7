import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { foundation } from './migrations/001-foundation';

/** Versioned migrations, in code so the compiled server carries them; names sort in order. */
function migrations(db: Db): Record<string, Migration> {
  return {
    '001-foundation': foundation(db.dialect) as Migration,
  };
}

export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(db) };
  // Kysely looks for its migration tables in every schema unless told which one; with one schema per test
  // file (or stale schemas in a shared database) it would find another schema's table and skip creating its own.
  const migrator = new Migrator({ db: db.kysely, provider, ...(db.schema ? { migrationTableSchema: db.schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
