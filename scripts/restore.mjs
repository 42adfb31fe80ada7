// `npm run restore -- <folder>`: puts a backup made by `npm run backup` back into an empty DATA_DIR (and, for a
// PostgreSQL backup, into the empty database of DATABASE_URL). It never writes over existing data.
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (!process.argv[2]) fail('Usage: npm run restore -- <backup folder>');
const source = resolve(process.argv[2]);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const databaseUrl = process.env.DATABASE_URL || undefined;

const manifestFile = join(source, 'backup.json');
if (!existsSync(manifestFile)) fail(`${source} is not a backup made by npm run backup (no backup.json).`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`DATA_DIR ${dataDir} is not empty: restore only into an empty folder (move the current one aside first).`);
}
if (manifest.database === 'postgres' && !databaseUrl)
  fail('This backup holds a PostgreSQL database: set DATABASE_URL to the empty database to restore into.');
if (manifest.database === 'sqlite' && databaseUrl)
  fail('This backup holds a SQLite database: unset DATABASE_URL to restore it into DATA_DIR.');

if (manifest.database === 'postgres') {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query("select to_regclass('pages') is not null as used");
  await client.end();
  if (rows[0].used)
    fail('The database of DATABASE_URL already holds EP Control tables: restore only into an empty database.');
}

mkdirSync(dataDir, { recursive: true });
try {
  if (manifest.database === 'postgres') {
    const restored = spawnSync(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', databaseUrl, join(source, 'database.dump')],
      { stdio: 'inherit' },
    );
    if (restored.error || restored.status !== 0)
      throw new Error(`pg_restore failed${restored.error ? ` (${restored.error.message})` : ''}`);
  } else {
    const file = join(dataDir, 'ep-control.db');
    copyFileSync(join(source, 'ep-control.db'), file);
    const db = new Database(file, { fileMustExist: true });
    const check = db.pragma('integrity_check', { simple: true });
    db.close();
    if (check !== 'ok') throw new Error(`the restored database fails its integrity check: ${check}`);
  }
  if (existsSync(join(source, 'media'))) cpSync(join(source, 'media'), join(dataDir, 'media'), { recursive: true });
} catch (error) {
  // Leave DATA_DIR empty again rather than half restored; the server would start on a partial copy.
  for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
  fail(`Restore failed: ${error.message}. DATA_DIR was left empty.`);
}
console.log(
  `Restored the ${manifest.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ` +
    `${manifest.mediaFiles} media files from ${source} into ${dataDir}`,
);
