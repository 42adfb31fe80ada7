import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startServer, type TestServer } from './support/testServer';
import { storeImage } from '../../src/server/media/storeImage';
import { installErrorHandler } from '../../src/server/http/errorHandler';

const page = (title: string, content = `<p>${title}</p>`) => ({ title, content, status: 'draft', date: '2026-11-22' });

/** Another process holding SQLite's write lock (as a backup or a hand-run sqlite3 would) until it is told to stop. */
async function holdWriteLock(file: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
       db.exec('BEGIN EXCLUSIVE');
       process.stdout.write('locked\\n');
       process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });`,
    ],
    { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return {
    release: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.write('go\n');
      }),
  };
}

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, seconds: (Date.now() - started) / 1000 };
};

describe('storage faults [sqlite]', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startServer('sqlite');
    owner = await server.login('dueno');
  });
  afterAll(() => server.close());

  const create = (title: string, content?: string) =>
    server.call<{ error: string; code: string }>('POST', '/api/pages', { cookie: owner, body: page(title, content) });

  it(
    'TRUST an external write lock on the SQLite file: writes answer 503 with Retry-After at once, reads and ' +
      'public pages keep being answered',
    async () => {
      const lock = await holdWriteLock(join(server.dataDir, 'ep-control.db'));
      try {
        const [write, list, publicPage] = await Promise.all([
          timed(() => create('Durante el bloqueo')),
          timed(() => server.call('GET', '/api/pages?range=[0,9]', { cookie: owner })),
          timed(() => fetch(`${server.url}/faq`)),
        ]);
        expect(write.result.status).toBe(503);
        expect(write.result.headers.get('retry-after')).toBe('2');
        expect(write.result.body).toMatchObject({
          code: 'unavailable',
          error: expect.stringContaining('ocupada por otro proceso'),
        });
        expect(write.seconds).toBeLessThan(3);
        expect([list.result.status, publicPage.result.status]).toEqual([200, 200]);
        expect(Math.max(list.seconds, publicPage.seconds)).toBeLessThan(3);
        // Many writes at once still leave reads answered: each waits a short moment, not five seconds.
        const burst = Promise.all(Array.from({ length: 10 }, (_, index) => create(`Ráfaga ${index}`)));
        const read = await timed(() => fetch(`${server.url}/faq`));
        expect(read.result.status).toBe(200);
        expect(read.seconds).toBeLessThan(3);
        expect(new Set((await burst).map((answer) => answer.status))).toEqual(new Set([503]));
      } finally {
        await lock.release();
      }
      expect((await create('Tras el bloqueo')).status).toBe(201);
    },
  );

  it(
    'TRUST a full database file answers 507 with words staff understand, and the next write after space is ' +
      'freed lands',
    async () => {
      // SQLite refuses to grow the file past max_page_count exactly as it does on a full disk: SQLITE_FULL.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db.kysely);
      await sql.raw(`pragma max_page_count = ${rows[0].page_count}`).execute(server.db.kysely);
      try {
        const full = await create('Sin espacio', `<p>${'x'.repeat(200_000)}</p>`);
        expect(full.status).toBe(507);
        expect(full.body).toMatchObject({
          code: 'storage_full',
          error: expect.stringContaining('disco del servidor está lleno'),
        });
      } finally {
        await sql.raw('pragma max_page_count = 4294967294').execute(server.db.kysely);
      }
      expect((await create('Con espacio')).status).toBe(201);
    },
  );
});

describe('storage faults in the error handler', () => {
  it(
    'TRUST a file write that finds the disk full (ENOSPC, an upload) or PostgreSQL’s disk_full answers ' +
      '507, not 500',
    async () => {
      const app = Fastify();
      installErrorHandler(app);
      const fault = (code: string, message: string) => Object.assign(new Error(message), { code });
      app.post('/upload', async () => {
        throw fault('ENOSPC', 'ENOSPC: no space left on device, write');
      });
      app.post('/postgres', async () => {
        throw fault('53100', 'could not extend file: No space left on device');
      });
      for (const url of ['/upload', '/postgres']) {
        const answer = await app.inject({ method: 'POST', url });
        expect([answer.statusCode, answer.json().code]).toEqual([507, 'storage_full']);
        expect(answer.json().error).toMatch(/disco del servidor está lleno/);
      }
      await app.close();
    },
  );
});

describeEachDatabase('a full disk under an upload', (session) => {
  it(
    'TRUST an image upload that finds the disk full (ENOSPC) answers 507 in words staff understand, and ' +
      'records nothing',
    async () => {
      const { server, owner } = session();
      const bytes = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 9, g: 99, b: 199 } },
      })
        .png()
        .toBuffer();
      // The stored name is the hash of the cleaned image: where the upload will write, /dev/full answers ENOSPC.
      const scratch = mkdtempSync(join(tmpdir(), 'ep-full-'));
      const { url } = await storeImage(scratch, bytes);
      rmSync(scratch, { recursive: true, force: true });
      const target = join(server.dataDir, 'media', url.replace('/media/', ''));
      symlinkSync('/dev/full', target);
      const before = (await server.call<unknown[]>('GET', '/api/media?range=[0,9999]', { cookie: owner })).body.length;
      try {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'lleno.png');
        const answer = await fetch(`${server.url}/api/upload-image`, {
          method: 'POST',
          body: form,
          headers: { cookie: owner },
        });
        expect(answer.status).toBe(507);
        expect(await answer.json()).toMatchObject({
          code: 'storage_full',
          error: expect.stringContaining('disco del servidor está lleno'),
        });
      } finally {
        rmSync(target, { force: true });
      }
      expect((await server.call<unknown[]>('GET', '/api/media?range=[0,9999]', { cookie: owner })).body.length).toBe(
        before,
      );
    },
  );
});
