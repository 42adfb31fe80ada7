import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { moduleFolder, MIGRATIONS_FOLDER } from '../../src/server/moduleFolder';
import { createTestSchema, migrateInTestSchema } from './support/testSchema';
import { databaseKinds } from './support/testServer';

type Up = { up(db: unknown, ctx: { dialect: string }): Promise<void> };

/** Every migration but the last `missing`, run by Kysely's own Migrator: a database an older build left. */
async function migrateAllBut(db: Db, schema: string | undefined, missing: number) {
  const names = [...moduleFolder<Up>(MIGRATIONS_FOLDER)].slice(0, -missing);
  const migrations: Record<string, Migration> = Object.fromEntries(
    names.map(([name, load]) => [name, { up: async (kysely) => (await load()).up(kysely, { dialect: db.dialect }) }]),
  );
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

const applied = async (db: Db) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db.kysely)).rows.map(
    (row) => row.name,
  );

/** Through the connection's own schema (PostgreSQL's search_path): other test schemas have one too. */
const lockTableExists = (db: Db) =>
  sql`select 1 from kysely_migration_lock`.execute(db.kysely).then(
    () => true,
    () => false,
  );

describe.each(databaseKinds())('START migrations at each start [%s]', (kind) => {
  let db: Db;
  let schema: string | undefined;
  let cleanUp: () => Promise<void>;

  beforeEach(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-migrate-'));
    if (kind === 'postgres') {
      const test = await createTestSchema();
      schema = test.schema;
      db = openDb({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL, schema });
      cleanUp = test.drop;
    } else {
      schema = undefined;
      db = openDb({ dataDir });
      cleanUp = async () => undefined;
    }
    const destroy = cleanUp;
    cleanUp = async () => {
      await db.destroy();
      await destroy();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterEach(() => cleanUp());

  it('START a database an older build left gets the migrations it lacks, in order', async () => {
    await migrateAllBut(db, schema, 2);
    const all = [...moduleFolder(MIGRATIONS_FOLDER).keys()];
    expect(await applied(db)).toEqual(all.slice(0, -2));
    await migrateInTestSchema(db);
    expect(await applied(db)).toEqual(all);
  });

  it('START an up-to-date database starts without the Migrator (its lock table, dropped, stays gone)', async () => {
    await migrateInTestSchema(db);
    await sql`drop table kysely_migration_lock`.execute(db.kysely);
    await migrate(db);
    expect(await lockTableExists(db)).toBe(false);
    expect(await applied(db)).toEqual([...moduleFolder(MIGRATIONS_FOLDER).keys()]);
  });

  it('START a database a newer build migrated is not started on: the Migrator names what it lacks', async () => {
    await migrateInTestSchema(db);
    const newer = '999-from-a-newer-build';
    const now = new Date().toISOString();
    await sql`insert into kysely_migration (name, timestamp) values (${newer}, ${now})`.execute(db.kysely);
    await expect(migrateInTestSchema(db)).rejects.toThrow(/999-from-a-newer-build/);
  });
});
