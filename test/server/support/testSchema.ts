import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../../src/server/db/client';
import { migrate } from '../../../src/server/db/migrate';
import { START_LOCK } from '../../../src/server/db/startLock';

/** Runs statements on the test database on a connection of its own, in order. */
async function onTestDatabase(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A schema of the shared test database for one test file, so files run side by side on one database.
 * Kysely's migrator reads the tables of every schema, and PostgreSQL fails that read ('schema … does not exist')
 * when another file drops its schema in the middle of it. So a schema is dropped under the start lock that
 * main.ts holds while it migrates, and that `migrateInTestSchema` holds for a server run inside the test.
 */
export async function createTestSchema(): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await onTestDatabase(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: () => onTestDatabase(`select pg_advisory_lock(${START_LOCK})`, `drop schema if exists ${schema} cascade`, `select pg_advisory_unlock(${START_LOCK})`),
  };
}

/** migrate(), holding the start lock on PostgreSQL (see createTestSchema). */
export async function migrateInTestSchema(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return migrate(db);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(${START_LOCK})`);
    await migrate(db);
  } finally {
    await client.end();
  }
}
