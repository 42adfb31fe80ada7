import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import type { MigrationContext, MigrationDb } from './columns';
import { moduleFolder, MIGRATIONS_FOLDER } from '../moduleFolder';

interface MigrationModule {
  up(db: MigrationDb, ctx: MigrationContext): Promise<void>;
  down?(db: MigrationDb, ctx: MigrationContext): Promise<void>;
}

/**
 * Every file of ./migrations, in name order; a migration is added by adding its file. Kysely needs only the
 * names to see what is applied, so a file is imported when its migration runs (a missing `down` does nothing, as
 * it does for Kysely).
 */
function migrations(db: Db): Record<string, Migration> {
  const ctx: MigrationContext = { dialect: db.dialect };
  const modules = moduleFolder<MigrationModule>(MIGRATIONS_FOLDER);
  return Object.fromEntries(
    [...modules].map(([name, load]) => [
      name,
      {
        up: async (kysely) => (await load()).up(kysely, ctx),
        down: async (kysely) => (await load()).down?.(kysely, ctx),
      },
    ]),
  );
}

/** The schema the connection's search_path creates tables in (DATABASE_URL may set it with `options`). */
async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0].schema;
}

/**
 * The names Kysely recorded as run, or none where its table is not there yet (a new database). Read without
 * Kysely's lock: a database that has every migration needs nothing more, and one that lacks any goes through
 * the Migrator, which takes the lock and reads the list again.
 */
async function appliedNames(db: Db, schema: string | undefined): Promise<Set<string> | undefined> {
  const table = sql.table(schema ? `${schema}.${DEFAULT_MIGRATION_TABLE}` : DEFAULT_MIGRATION_TABLE);
  try {
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db.kysely);
    return new Set(rows.map((row) => row.name));
  } catch {
    return undefined;
  }
}

export async function migrate(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one; with one schema per test
  // file (or stale schemas in a shared database) it would find another schema's table and skip creating its own.
  const schema = db.dialect === 'postgres' ? (db.schema ?? (await currentSchema(db))) : undefined;
  const known = migrations(db);
  // Every start of an up-to-date database: the Migrator's checks (its tables looked up in the whole schema's
  // catalogue, its lock) were ~13 ms of a 600 ms cold start for nothing to run.
  const applied = await appliedNames(db, schema);
  if (applied?.size === Object.keys(known).length && Object.keys(known).every((name) => applied.has(name))) return;
  const provider: MigrationProvider = { getMigrations: async () => known };
  const migrator = new Migrator({ db: db.kysely, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
