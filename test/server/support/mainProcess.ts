import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/serverFlags.mjs';

export interface MainProcess {
  child: ChildProcess;
  /** The server's URL once it listens; rejects with its output if it exits first. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
  /** Ends the process by its PID if it still runs (tests never leave servers behind). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server as `npm start` runs it: the compiled main.js (built once a run,
 * test/server/support/serverBundle.ts), which runs the server in a worker thread of its process.
 */
export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(inject('serverBundle'), 'main.js')], {
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = output.match(/running at (http:\/\/[^/\s]+)/);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return {
    child,
    ready,
    exited,
    output: () => output,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(child.pid!, signal);
        await exited;
      }
    },
  };
}

export async function loginAt(base: string, username = 'dueno'): Promise<string> {
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: username }),
  });
  if (answer.status !== 200) throw new Error(`login ${username} at ${base}: ${answer.status}`);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0];
}
