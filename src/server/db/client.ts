import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import type { Dialect } from './dialect';
import { GroupCommitDriver, groupCommitDialect } from './groupCommit';
import { flushSearchQueue } from './searchIndex';
import { TableChanges } from './tableChanges';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection works in, when not the default. */
  schema?: string;
  /** Settles when every write made so far is committed; undefined when none waits (always on PostgreSQL). */
  committed(): Promise<void> | undefined;
  destroy(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: run in this schema (tests isolate parallel files this way). */
  schema?: string;
}

/** Which database a Kysely instance opened by openDb talks to; queries that differ by dialect ask it. */
const dialects = new WeakMap<object, Dialect>();

/** The SQLite driver of a Kysely instance opened by openDb: its batches of writes (groupCommit.ts). */
const sqliteDrivers = new WeakMap<object, GroupCommitDriver>();

/** The rows each table of a SQLite database has had written, reported by its connection (tableChanges.ts). */
const tableChanges = new WeakMap<object, TableChanges>();
export const tableChangesOf = (db: object): TableChanges | undefined => tableChanges.get(db);

/**
 * Moves when a batch of writes failed to commit: a list answer kept from before it may show writes that never landed.
 */
export const writeGeneration = (db: object): number => sqliteDrivers.get(db)?.generation ?? 0;

/** The one SQLite connection of a Kysely instance opened by openDb, for what must be read at once (answerCache.ts). */
const sqliteConnections = new WeakMap<object, SQLite.Database>();
export const sqliteOf = (db: object): SQLite.Database | undefined => sqliteConnections.get(db);

export function dialectOf(db: object): Dialect {
  const dialect = dialects.get(db);
  if (!dialect) throw new Error('dialectOf: not a database opened by openDb');
  return dialect;
}

/** pg is loaded only when PostgreSQL is used: a SQLite server starts without it (~50 ms of module loading). */
function loadPg(): typeof import('pg') {
  const pg = createRequire(import.meta.url)('pg') as typeof import('pg');
  // COUNT(*) and BIGINT come back as strings from pg by default; our counts and ids fit in a JS number.
  pg.types.setTypeParser(20, (value) => Number(value));
  return pg;
}

/** How long a SQLite write waits for another process's write lock before it is answered 503. */
export const SQLITE_BUSY_MS = 100;

export function openDb({ dataDir, databaseUrl, schema }: DbOptions): Db {
  if (databaseUrl) {
    const pg = loadPg();
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection the database drops (restart, failover, pg_terminate_backend) emits 'error' on its client,
    // or on the pool when it was idle; unheard, either event ends the process. The pool discards the broken
    // connection, the query in progress fails (answered 503 by the error handler) and new ones reconnect.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialects.set(kysely, 'postgres');
    return { kysely, dialect: 'postgres', schema, committed: () => undefined, destroy: () => kysely.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'ep-control.db'));
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at each commit: a killed process loses no committed write
  // (the WAL is in the OS's hands), only a power cut may lose the last commits. FULL would sync every write.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock (a backup, a hand-run sqlite3) makes a write wait in SQLite's busy
  // loop, which blocks the event loop: reads and public pages stalled 6-16 s behind 5 s waits. A short wait, then
  // SQLITE_BUSY answered 503 with Retry-After (http/storageFaults.ts); WAL readers are not blocked by the lock.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_MS}`);
  const changes = new TableChanges(sqlite);
  const driver = new GroupCommitDriver(sqlite, (database) =>
    flushSearchQueue(database, (table, search) => changes.note(table, search, search)),
  );
  const kysely = new Kysely<Database>({ dialect: groupCommitDialect(driver) });
  dialects.set(kysely, 'sqlite');
  tableChanges.set(kysely, changes);
  sqliteDrivers.set(kysely, driver);
  sqliteConnections.set(kysely, sqlite);
  return { kysely, dialect: 'sqlite', committed: () => driver.committed(), destroy: () => kysely.destroy() };
}
