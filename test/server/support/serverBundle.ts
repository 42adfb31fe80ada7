import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/**
 * The server compiled as `npm start` runs it (scripts/build-server.mjs), built once a run for the tests that start
 * it as a process: through tsx each start compiled the server's sources again (a few seconds of CPU apiece, about
 * a dozen starts a run). Handed to the test files through `inject('serverBundle')`: the folder holding main.js.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: string;
  }
}

export default async function setup(project: TestProject) {
  // Inside the repository, so the compiled server finds node_modules as dist/server does.
  mkdirSync('.builds', { recursive: true });
  const outDir = resolve(mkdtempSync(join('.builds', 'test-server-')));
  const teardown = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, ['scripts/build-server.mjs'], {
      env: { ...process.env, SERVER_OUT_DIR: outDir },
    });
  } catch (error) {
    teardown();
    throw error;
  }
  project.provide('serverBundle', outDir);
  return teardown;
}
