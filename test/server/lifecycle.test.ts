import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { startMain, type MainProcess } from './support/mainProcess';

/** SIGTERM ends the process with 0 after closing the database: SQLite removes the write-ahead log only then. */
async function expectCleanStop(server: MainProcess, dataDir: string) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(existsSync(join(dataDir, 'ep-control.db-wal'))).toBe(false);
  expect(server.output()).toContain('SIGTERM: finishing requests in flight');
}

describe('server lifecycle', () => {
  it(
    'SHELL-01 the compiled server (run in a worker thread of its process) starts on an empty DATA_DIR with ' +
      'demo data, and the process’s SIGTERM reaches it and closes the database cleanly',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ep-main-'));
      try {
        const server = startMain({ DATA_DIR: dataDir });
        const url = await server.ready;
        const links = (await (await fetch(`${url}/api/navigation`)).json()) as unknown[];
        expect(links.length).toBeGreaterThan(3);
        expect((await fetch(`${url}/api/auth/me`)).status).toBe(401);
        // The bundle's characters past ASCII are escaped at build (build-server.mjs): the page's own arrow is one.
        const post = await (await fetch(`${url}/blog/los-27-charcos-de-damajagua-guia-completa`)).text();
        expect(post).toContain('<a href="/blog">← ');
        expect(server.output()).toContain('Demo logins: dueno / dueno (owner), secretaria / secretaria (secretary)');
        expect(existsSync(join(dataDir, 'ep-control.db-wal'))).toBe(true);
        await expectCleanStop(server, dataDir);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'SHELL-01 the compiled seed command (an ES module beside the server’s CommonJS bundle) finds the ' +
      'migrations and seeds an empty DATA_DIR',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ep-seed-'));
      try {
        const cli = join(inject('serverBundle'), 'seed', 'cli.js');
        const { stdout } = await promisify(execFile)(process.execPath, [cli, '--size', '5'], {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        });
        expect(stdout).toContain('Seeded 5 records of each entity (sqlite)');
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it('PERF cold start: the compiled server is ASCII text, its few others escaped to the same meaning', () => {
    // V8 keeps a text with one character past ASCII as two bytes a character: twice the decoding and compiling.
    const bundle = readFileSync(join(inject('serverBundle'), 'serve.cjs'));
    expect(bundle.findIndex((byte) => byte > 0x7f)).toBe(-1);
    const text = bundle.toString('latin1');
    // runDuration.ts's Spanish day, in a regular expression esbuild leaves unescaped.
    const escaped = text.match(/\/d\[i\\u00ed\]a\|day\//)?.[0];
    expect(escaped && new RegExp(escaped.slice(1, -1)).test('3 días')).toBe(true);
  });

  it('SHELL-12 refuses to start in production with the demo credentials', async () => {
    const server = startMain({ NODE_ENV: 'production', DATA_DIR: join(tmpdir(), 'never-created') });
    await expect(server.ready).rejects.toThrow(/Refusing to start in production with the demo credentials/);
    expect(await server.exited).toBe(1);
  });
});
