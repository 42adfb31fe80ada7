import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/seed/seed';
import { demoData } from '../../src/server/seed/demoData';
import { databaseKinds, type DatabaseKind } from './support/testServer';
import { tableContents } from './support/tableSnapshot';

/**
 * `npm run backup` and `npm run restore` round trip, on SQLite and (pg_dump/pg_restore) on PostgreSQL. The
 * PostgreSQL side uses whole databases made for the test, not a schema of the shared one: pg_dump and
 * pg_restore work on a database, as they will in production.
 */

const adminUrl = () => process.env.TEST_DATABASE_URL ?? '';
const databaseUrl = (name: string) => Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string | undefined>) {
  const result = spawnSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const fileHashes = (folder: string) =>
  existsSync(folder)
    ? Object.fromEntries(
        readdirSync(folder)
          .sort()
          .map((name) => [
            name,
            createHash('sha1')
              .update(readFileSync(join(folder, name)))
              .digest('hex'),
          ]),
      )
    : {};

/** A server on its own data folder and, for PostgreSQL, its own database. */
interface Site {
  dataDir: string;
  url?: string;
  db: Db;
  app?: FastifyInstance;
  base?: string;
}

/** Every database a test made, dropped at the end whatever failed in between. */
const created: string[] = [];

/** For PostgreSQL, a new empty database and its URL; SQLite needs only the folder. */
async function newDatabase(kind: DatabaseKind): Promise<string | undefined> {
  if (kind !== 'postgres') return undefined;
  const name = `ep_backup_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  created.push(name);
  return databaseUrl(name);
}

const openSite = (dataDir: string, url: string | undefined): Site => ({
  dataDir,
  url,
  db: openDb({ dataDir, databaseUrl: url }),
});

async function serve(site: Site) {
  site.app = await buildApp({
    db: site.db,
    config: loadConfig({ DATA_DIR: site.dataDir, APP_DIR: join(site.dataDir, 'no-app') }),
  });
  site.base = await site.app.listen({ port: 0, host: '127.0.0.1' });
}

async function closeSite(site: Site | undefined) {
  if (!site) return;
  await site.app?.close();
  await site.db.destroy();
}

async function ownerCookie(site: Site) {
  const answer = await fetch(`${site.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dueno', password: 'dueno' }),
  });
  return (answer.headers.get('set-cookie') ?? '').split(';')[0];
}

for (const kind of databaseKinds()) {
  describe(`backup and restore [${kind}]`, () => {
    let folder: string;
    let live: Site;
    let restored: Site | undefined;

    beforeAll(async () => {
      folder = mkdtempSync(join(tmpdir(), 'ep-backup-'));
      live = openSite(join(folder, 'live'), await newDatabase(kind));
      await migrate(live.db);
      await seed(live.db, demoData());
      await serve(live);
    }, 60_000);
    afterAll(async () => {
      await closeSite(live);
      await closeSite(restored);
      // Creating and dropping databases waits for checkpoints: slow on a busy machine.
      for (const name of created.splice(0)) await admin(`drop database if exists ${name} with (force)`);
      rmSync(folder, { recursive: true, force: true });
    }, 60_000);

    it(
      'SHELL-01 API-19 a backup taken while the server runs restores into an empty DATA_DIR with every table ' +
        'and media file equal',
      { timeout: 120_000 },
      async () => {
        const cookie = await ownerCookie(live);
        const page = await fetch(`${live.base}/api/pages`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Copia de seguridad',
            content: '<p>Guardada</p>',
            status: 'draft',
            date: '2026-11-22',
          }),
        });
        expect(page.status).toBe(201);
        const form = new FormData();
        const png = await sharp({
          create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 160 } },
        })
          .png()
          .toBuffer();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'respaldo.png');
        expect(
          (await fetch(`${live.base}/api/upload-image`, { method: 'POST', headers: { cookie }, body: form })).status,
        ).toBe(201);

        const snapshot = join(folder, 'snapshot');
        const backup = run('backup', [snapshot], { DATA_DIR: live.dataDir, DATABASE_URL: live.url });
        expect(backup.output).toMatch(/Backup of the (SQLite|PostgreSQL) database and \d+ media files written to/);
        expect(backup.status).toBe(0);
        expect(JSON.parse(readFileSync(join(snapshot, 'backup.json'), 'utf8'))).toMatchObject({
          format: 1,
          database: kind,
        });

        const restoredDir = join(folder, 'restored');
        const restoredUrl = await newDatabase(kind);
        const restore = run('restore', [snapshot], { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl });
        // Opened only now: opening a SQLite database creates its file, and restore wants an empty DATA_DIR.
        restored = openSite(restoredDir, restoredUrl);
        expect([restore.status, restore.output]).toEqual([0, expect.stringMatching(/^Restored the/)]);

        expect(await tableContents(restored.db)).toEqual(await tableContents(live.db));
        expect(Object.keys(fileHashes(join(live.dataDir, 'media'))).length).toBeGreaterThan(1);
        expect(fileHashes(join(restored.dataDir, 'media'))).toEqual(fileHashes(join(live.dataDir, 'media')));

        // The restored copy is a working site: it migrates (nothing to do), serves the upload and takes new rows.
        await migrate(restored.db);
        await serve(restored);
        const restoredCookie = await ownerCookie(restored);
        const next = await fetch(`${restored.base}/api/pages`, {
          method: 'POST',
          headers: { cookie: restoredCookie, 'content-type': 'application/json' },
          body: JSON.stringify({ title: 'Después', content: '', status: 'draft', date: '2026-11-23' }),
        });
        expect(next.status).toBe(201);
        const pages = (await (
          await fetch(`${restored.base}/api/pages`, { headers: { cookie: restoredCookie } })
        ).json()) as Array<{ title: string }>;
        expect(pages.map(({ title }) => title)).toEqual(expect.arrayContaining(['Copia de seguridad', 'Después']));
      },
    );

    it(
      'SHELL-01 restore refuses a DATA_DIR that holds anything and a folder that is not a backup; backup ' +
        'refuses a used folder',
      { timeout: 60_000 },
      async () => {
        const used = join(folder, 'used');
        mkdirSync(used);
        writeFileSync(join(used, 'ep-control.db'), 'precious');
        const snapshot = join(folder, 'snapshot');
        const refused = run('restore', [snapshot], {
          DATA_DIR: used,
          DATABASE_URL: kind === 'postgres' ? live.url : undefined,
        });
        expect(refused.status).toBe(1);
        expect(refused.output).toContain('is not empty: restore only into an empty folder');
        expect(readFileSync(join(used, 'ep-control.db'), 'utf8')).toBe('precious');

        const notBackup = run('restore', [used], { DATA_DIR: join(folder, 'empty') });
        expect([notBackup.status, notBackup.output]).toEqual([
          1,
          expect.stringContaining('is not a backup made by npm run backup'),
        ]);
        const again = run('backup', [snapshot], { DATA_DIR: live.dataDir, DATABASE_URL: live.url });
        expect([again.status, again.output]).toEqual([
          1,
          expect.stringContaining('is not empty: a backup goes into a new folder'),
        ]);
      },
    );

    if (kind === 'postgres') {
      it(
        'SHELL-01 a PostgreSQL restore refuses a database that already holds the tables',
        { timeout: 60_000 },
        async () => {
          const refused = run('restore', [join(folder, 'snapshot')], {
            DATA_DIR: join(folder, 'empty-pg'),
            DATABASE_URL: live.url,
          });
          expect([refused.status, refused.output]).toEqual([
            1,
            expect.stringContaining('already holds EP Control tables'),
          ]);
        },
      );
    }
  });
}
