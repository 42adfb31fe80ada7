import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free port on 127.0.0.1, for a child process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const started = new Set<ChildProcess>();

/** Starts a node process the bench owns; stopAll() kills each of them by its pid. */
export function startNode(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  child.stdout?.resume();
  child.on('exit', (code) => {
    if (started.has(child) && code) console.error(`${args.join(' ')} exited with ${code}: ${stderr}`);
    started.delete(child);
  });
  started.add(child);
  return child;
}

export function stop(child: ChildProcess) {
  started.delete(child);
  // Once killed, exitCode stays null until the exit event, but signalCode is set at once.
  if (child.pid && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export function stopAll() {
  for (const child of [...started]) stop(child);
}

/** Polls until the URL answers anything; the time since `since` is the cold start. */
export async function firstAnswer(url: string, since: number, timeoutMs = 15_000): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    try {
      await fetch(url);
      return Date.now() - since;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resident memory of a process, from /proc (Linux), in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
}

/** Runs a child to completion and answers its stdout. */
export function runNode(args: string[], env: Record<string, string> = {}, timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = startNode(args, env);
    let stdout = '';
    child.stdout?.removeAllListeners('data');
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const timer = setTimeout(() => stop(child), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`${args.join(' ')} failed (${code})`));
    });
  });
}

/** CPU time a process has used so far (user and system, from /proc on Linux), in microseconds. */
export function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
