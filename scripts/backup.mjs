// `npm run backup [-- <folder>]`: a consistent copy of the database and the uploaded media, taken while the
// server runs. Without a folder it goes to DATA_DIR/backups/<timestamp>. Put it back with `npm run restore`.
// SQLite: the online backup API (a snapshot of one moment, WAL included). PostgreSQL (DATABASE_URL set):
// pg_dump in its custom format, so pg_dump must be installed where this runs.
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? join(dataDir, 'backups', stamp));
const mediaDir = join(dataDir, 'media');
const sqliteFile = join(dataDir, 'ep-control.db');

if (existsSync(target) && readdirSync(target).length > 0)
  fail(`${target} is not empty: a backup goes into a new folder.`);
if (!databaseUrl && !existsSync(sqliteFile))
  fail(`No database at ${sqliteFile}: set DATA_DIR to the server's data folder.`);
mkdirSync(target, { recursive: true });

// Media files are named by their content and never rewritten, so copying them around the database snapshot
// (before, for the bulk; after, for files uploaded meanwhile) leaves every file the snapshot names in the copy.
const copyMedia = () => {
  if (existsSync(mediaDir))
    cpSync(mediaDir, join(target, 'media'), { recursive: true, force: false, errorOnExist: false });
};
copyMedia();

let database;
if (databaseUrl) {
  const dump = spawnSync(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', '--file', join(target, 'database.dump'), databaseUrl],
    { stdio: 'inherit' },
  );
  if (dump.error || dump.status !== 0)
    fail(`pg_dump failed${dump.error ? ` (${dump.error.message}; install the PostgreSQL client tools)` : ''}.`);
  database = 'postgres';
} else {
  const db = new Database(sqliteFile, { fileMustExist: true });
  try {
    await db.backup(join(target, 'ep-control.db'));
  } finally {
    db.close();
  }
  database = 'sqlite';
}
copyMedia();

const mediaFiles = existsSync(join(target, 'media')) ? readdirSync(join(target, 'media')).length : 0;
writeFileSync(
  join(target, 'backup.json'),
  `${JSON.stringify({ format: 1, created: new Date().toISOString(), database, mediaFiles }, null, 2)}\n`,
);
console.log(
  `Backup of the ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${mediaFiles} media files ` +
    `written to ${target}`,
);
