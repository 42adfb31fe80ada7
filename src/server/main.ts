import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';
import { readBundle, runBundle, transferablesOf, writeCodeCache, type BundleFiles } from './codeCache';

/**
 * The server runs in a worker thread of this process, so that its heap is sized here however the process is
 * started (`npm start`, `node dist/server/main.js` from a process manager, the bench), without node flags that
 * only a command line can give. A request's garbage is small and short-lived: a young generation of 2 MB per
 * semi-space instead of V8's 16 keeps scavenges cheap and the process ~40 MB smaller under load, and growing the
 * old generation by 1.5x instead of 3-4x keeps it near its live data (RSS after the bench ~130 MB instead of
 * 170-220; throughput unchanged, measured with test/bench). The flag is read when the worker's heap is made.
 */
const YOUNG_GENERATION_MB = 6;

/** The server's bundle, beside this file once compiled (scripts/build-server.mjs). */
const BUNDLE = fileURLToPath(new URL('./serve.cjs', import.meta.url));

/** What the worker does: serve, or (`--write-code-cache`, the build's last step) store the bundle's code cache. */
type Job = 'serve' | 'write-code-cache';

function startServerThread(job: Job) {
  setFlagsFromString('--heap-growing-percent=50');
  // The cache is written in a worker made like the server's: V8 rejects a cache made under other flags.
  const server = new Worker(new URL(import.meta.url), {
    workerData: job,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // Read while the thread starts (~50 ms of Node's own before it runs a line of ours), on the other core.
  if (job === 'serve') {
    const files = readBundle(BUNDLE);
    server.postMessage({ files }, transferablesOf(files));
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.postMessage({ stop: signal }));
  server.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  server.on('exit', (code) => process.exit(process.exitCode ?? code));
}

// From source (tsx: development) the server runs in this thread: tsx's loader does not reach worker threads. The
// compiled server is what runs in production, and what the tests that start a process run
// (test/server/support/mainProcess.ts).
if (import.meta.url.endsWith('.ts')) (await import('./serve')).serve();
else if (isMainThread) startServerThread(process.argv.includes('--write-code-cache') ? 'write-code-cache' : 'serve');
else if ((workerData as Job) === 'write-code-cache') writeCodeCache(BUNDLE);
else
  parentPort!.once('message', ({ files }: { files: BundleFiles }) =>
    (runBundle(BUNDLE, files).exports as typeof import('./serve')).serve(),
  );
