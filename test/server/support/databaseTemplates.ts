import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { openDb, type Db } from '../../../src/server/db/client';
import { createTestSchema, migrateInTestSchema, withTestDatabase } from './testSchema';
import { seed } from '../../../src/server/seed/seed';
import { seedMediaFiles } from '../../../src/server/seed/seedMediaFiles';
import { demoData } from '../../../src/server/seed/demoData';
import { bookingMessages } from '../../../src/domain/bookingMessages';

/**
 * Migrated databases a test server copies instead of building its own: running every migration and seeding the
 * demo data (with its pictures drawn by sharp) took 3-7 s of each of the ~130 server starts of a run; copying a
 * SQLite file, or replaying a schema's dump into a new PostgreSQL schema, takes a fraction of that.
 * Built once per run by Vitest's global setup, handed to the test files through `inject('databaseTemplates')`.
 */
export interface DatabaseTemplates {
  sqlite: { empty: string; demo: string; demoMedia: string };
  /** pg_dump of a migrated schema (tables, indexes, sequences, rows); absent when PostgreSQL is not tested. */
  postgres?: { empty: SchemaDump; demo: SchemaDump };
}

/** A schema's SQL, naming the schema `schema` everywhere (a name no data holds, so it can be replaced). */
export interface SchemaDump {
  schema: string;
  sql: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * No day-before reminders unless a test sets the hour: from the default 18:00 (business time) on, the outbox
 * would remind the demo's guests of tomorrow (and a test's own booking for tomorrow) by mail, and the tests that
 * count the mails their SMTP server receives would find them among their own: every evening, never in the day.
 */
async function withoutReminders(db: Db) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('singletons')
    .values({
      name: bookingMessages.name,
      data: JSON.stringify({ reminder_hour: '' }),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function fill(db: Db, withDemo: boolean, mediaDir?: string) {
  try {
    await migrateInTestSchema(db);
    if (withDemo) await seed(db, demoData());
    await withoutReminders(db);
  } finally {
    await db.destroy();
  }
  if (withDemo && mediaDir) await seedMediaFiles(mediaDir, demoData());
}

/** A migrated (and with `withDemo` seeded) schema's dump; the schema itself is dropped once dumped. */
async function schemaDump(withDemo: boolean, dir: string): Promise<SchemaDump> {
  const { schema, drop } = await createTestSchema();
  try {
    await fill(openDb({ dataDir: dir, databaseUrl: process.env.TEST_DATABASE_URL, schema }), withDemo);
    const { stdout } = await run(
      'pg_dump',
      [
        '--dbname',
        process.env.TEST_DATABASE_URL!,
        '--schema',
        schema,
        '--no-owner',
        '--no-privileges',
        '--inserts',
        '--rows-per-insert=500',
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    // psql's meta-commands (\restrict) and comments are not SQL the server takes.
    const sql = stdout
      .split('\n')
      .filter((line) => !line.startsWith('\\') && !line.startsWith('--'))
      .join('\n');
    return { schema, sql };
  } finally {
    await drop();
  }
}

const run = promisify(execFile);

/**
 * Every test write on PostgreSQL waited for its COMMIT's fsync: ~15 ms against ~2 ms without, on this machine, for
 * each of the thousands of writes and schema copies of a run. No test outlives a crash of PostgreSQL, so the test
 * database's commits need not reach the disk before they answer; set on the database, as the tests' connections set
 * their own `options` (search_path), and read by each connection as it opens.
 */
async function commitWithoutWaitingForDisk() {
  await withTestDatabase(async (client) => {
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    await client.query(`alter database "${rows[0].name}" set synchronous_commit = off`);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) await commitWithoutWaitingForDisk();
  const dir = mkdtempSync(join(tmpdir(), 'ep-templates-'));
  const sqlite = {
    empty: join(dir, 'empty', 'ep-control.db'),
    demo: join(dir, 'demo', 'ep-control.db'),
    demoMedia: join(dir, 'demo', 'media'),
  };
  const builds: Promise<void>[] = [
    fill(openDb({ dataDir: join(dir, 'empty') }), false),
    fill(openDb({ dataDir: join(dir, 'demo') }), true, sqlite.demoMedia),
  ];
  const postgres = process.env.TEST_DATABASE_URL
    ? Promise.all([schemaDump(false, dir), schemaDump(true, dir)])
    : undefined;
  const built = await Promise.allSettled([...builds, postgres]);
  const teardown = () => rmSync(dir, { recursive: true, force: true });
  const failed = built.find((result) => result.status === 'rejected');
  if (failed) {
    teardown();
    throw failed.reason;
  }
  const dumps = await postgres;
  project.provide('databaseTemplates', { sqlite, postgres: dumps && { empty: dumps[0], demo: dumps[1] } });
  return teardown;
}
