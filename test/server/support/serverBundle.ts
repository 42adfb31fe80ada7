import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/**
 * The server compiled as `npm start` runs it (scripts/build-server.mjs), built once a run for the tests that start
 * it as a process: through tsx each start compiled the server's sources again (a few seconds of CPU apiece, about
 * a dozen starts a run). Handed to the test files through `inject('serverBundle')`: the folder holding main.js.
 * Built only when a file of the run names it or startMain's module (support/mainProcess.ts): a run of other files,
 * such as the generated resource's test that newResource.test.ts runs in a copy of the repository, spent ~4.3 of
 * its ~20 core-seconds building a server it never started.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: string;
  }
}

/** Whether a file of this run starts the server as a process (Vitest knows the run's files before its setup). */
const runStartsTheServer = (project: TestProject) =>
  project.vitest.state.getPaths().some((path) => /serverBundle|mainProcess/.test(readFileSync(path, 'utf8')));

export default async function setup(project: TestProject) {
  if (!runStartsTheServer(project)) return;
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
