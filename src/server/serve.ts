import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { sql } from 'kysely';
import { loadConfig } from './config';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { isEmpty, seed } from './seed/seed';
import { buildApp, APP_PREFIX } from './app';
import { isUnavailable } from './http/errorHandler';
import { START_LOCK } from './db/startLock';

/** Where DATABASE_URL points, without its password: what a person needs to check first. */
function databaseHost(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the address in DATABASE_URL';
  }
}

/** The start-up failure in words; a database that cannot be reached says so rather than `connect ECONNREFUSED`. */
function startupMessage(error: unknown): string {
  const databaseUrl = process.env.DATABASE_URL;
  const detail =
    error instanceof Error ? error.message || String((error as { code?: unknown }).code ?? error.name) : String(error);
  if (databaseUrl && isUnavailable(error)) {
    return (
      `Cannot connect to PostgreSQL at ${databaseHost(databaseUrl)} (${detail}). Check that the database ` +
      `server is running and that DATABASE_URL is right.`
    );
  }
  return detail;
}

/**
 * Several processes started at once on one PostgreSQL database (scale-out) migrate and seed one after the
 * other: the second then finds the tables there and the data seeded, instead of seeding it twice. The lock
 * is held by one connection for the duration and released with it. SQLite has one process per file.
 */
async function oneAtATime(db: Db, work: () => Promise<void>) {
  if (db.dialect !== 'postgres') return work();
  await db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}

async function main() {
  const config = loadConfig();
  const db = openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Reached before migrating, whose own error would hide the driver's (and its code) behind 'Migration failed'.
  await sql`select 1`.execute(db.kysely);
  await oneAtATime(db, async () => {
    await migrate(db);
    if (await isEmpty(db)) {
      // Only a first start seeds: the demo's records (its tours parsed by their schema) stay out of every other.
      const [{ demoData }, { seedMediaFiles }] = await Promise.all([
        import('./seed/demoData'),
        import('./seed/seedMediaFiles'),
      ]);
      const data = demoData();
      await seed(db, data);
      await seedMediaFiles(join(config.dataDir, 'media'), data);
    }
  });

  const app = await buildApp({
    db,
    config,
    logger: process.env.LOG_LEVEL !== 'silent' && process.env.NODE_ENV !== 'test',
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  // Signals reach the process's main thread (main.ts), which passes them on.
  parentPort?.on('message', (message: { stop?: string }) => {
    if (message.stop) void stop(message.stop);
  });
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // The bound address, not the configured one: PORT=0 picks a free port (the tests use it).
  const url = await app.listen({ port: config.port, host: config.host });
  console.log(`EP Control is running at ${url}${APP_PREFIX}/login (${db.dialect})`);
  if (!process.env.ADMIN_CREDENTIALS) {
    console.log('Demo logins: dueno / dueno (owner), secretaria / secretaria (secretary)');
  }
}

/** Called by main.ts, from source or from the compiled bundle (which is only evaluated when its cache is written). */
export function serve() {
  main().catch((error: unknown) => {
    console.error(startupMessage(error));
    process.exit(1);
  });
}
