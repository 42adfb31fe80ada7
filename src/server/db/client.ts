import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection works in, when not the default. */
  schema?: string;
  destroy(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: run in this schema (tests isolate parallel files this way). */
  schema?: string;
}

// COUNT(*) and BIGINT come back as strings from pg by default; our counts and ids fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDb({ dataDir, databaseUrl, schema }: DbOptions): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', schema, destroy: () => kysely.destroy() };
  }
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, 'ep-control.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', destroy: () => kysely.destroy() };
}
