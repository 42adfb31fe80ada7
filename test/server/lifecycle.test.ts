import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Starts src/server/main.ts (or a compiled main.js) as `npm start` would run it, and resolves once it prints its URL. */
function startMain(env: Record<string, string>, main = ['--import', 'tsx', 'src/server/main.ts']) {
  const child = spawn(process.execPath, main, {
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = output.match(/running at (http:\/\/[^/\s]+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, ready, exited, output: () => output };
}

/** SIGTERM ends the process with 0 after closing the database: SQLite removes the write-ahead log only then. */
async function expectCleanStop(server: ReturnType<typeof startMain>, dataDir: string) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(existsSync(join(dataDir, 'ep-control.db-wal'))).toBe(false);
  expect(server.output()).toContain('SIGTERM: finishing requests in flight');
}

describe('server lifecycle', () => {
  it('SHELL-01 starts on an empty DATA_DIR with demo data, and SIGTERM closes the database cleanly', { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-main-'));
    try {
      const server = startMain({ DATA_DIR: dataDir });
      const url = await server.ready;
      const links = (await (await fetch(`${url}/api/navigation`)).json()) as unknown[];
      expect(links.length).toBeGreaterThan(3);
      expect(server.output()).toContain('Demo logins: dueno / dueno (owner), secretaria / secretaria (secretary)');
      expect(existsSync(join(dataDir, 'ep-control.db-wal'))).toBe(true);
      await expectCleanStop(server, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('SHELL-01 the compiled server (run in a worker thread of its process) starts, answers, and the process’s SIGTERM reaches it and closes the database cleanly', { timeout: 60_000 }, async () => {
    // Inside the repository, so the compiled server finds node_modules as dist/server does.
    mkdirSync('.builds', { recursive: true });
    const outDir = mkdtempSync(join('.builds', 'lifecycle-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'ep-main-'));
    try {
      execFileSync(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, SERVER_OUT_DIR: outDir } });
      const server = startMain({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, [join(outDir, 'main.js')]);
      const url = await server.ready;
      expect((await fetch(`${url}/api/auth/me`)).status).toBe(401);
      await expectCleanStop(server, dataDir);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('SHELL-12 refuses to start in production with the demo credentials', { timeout: 30_000 }, async () => {
    const server = startMain({ NODE_ENV: 'production', DATA_DIR: join(tmpdir(), 'never-created') });
    await expect(server.ready).rejects.toThrow(/Refusing to start in production with the demo credentials/);
    expect(await server.exited).toBe(1);
  });
});
