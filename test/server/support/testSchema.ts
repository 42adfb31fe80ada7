import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { START_LOCK } from '../../../src/server/db/startLock';

/** Runs `work` with a connection of its own to the test database, closed after. */
export async function withTestDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs `work` holding main.ts's start lock; closing the connection releases it. */
const underStartLock = <T>(work: (client: pg.Client) => Promise<T>) =>
  withTestDatabase(async (client) => {
    await client.query(`select pg_advisory_lock(${START_LOCK})`);
    return work(client);
  });

/**
 * A schema of the shared test database for one test file, so files run side by side on one database.
 * Kysely's migrator reads the tables of every schema, and PostgreSQL fails that read ('schema … does not exist')
 * when another file drops its schema in the middle of it. So a schema is dropped under the start lock that
 * main.ts holds while it migrates, and that `migrateInTestSchema` holds for a server run inside the test.
 */
export async function createTestSchema(): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withTestDatabase((client) => client.query(`create schema ${schema}`));
  return testSchemaNamed(schema);
}

function testSchemaNamed(schema: string): { schema: string; url: string; drop(): Promise<void> } {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: async () => void (await underStartLock((client) => client.query(`drop schema if exists ${schema} cascade`))),
  };
}

/** A new schema holding what `dump` holds (a migrated template's tables and rows, databaseTemplates.ts). */
export async function copyTestSchema(dump: { schema: string; sql: string }): ReturnType<typeof createTestSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withTestDatabase((client) => client.query(dump.sql.replaceAll(dump.schema, schema)));
  return testSchemaNamed(schema);
}

/** migrate(), holding the start lock on PostgreSQL (see createTestSchema). */
export async function migrateInTestSchema(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return migrate(db);
  await underStartLock(() => migrate(db));
}
