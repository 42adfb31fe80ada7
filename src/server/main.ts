import { Worker } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';

/**
 * The server runs in a worker thread of this process, so that its heap is sized here however the process is
 * started (`npm start`, `node dist/server/main.js` from a process manager, the bench), without node flags that
 * only a command line can give. A request's garbage is small and short-lived: a young generation of 2 MB per
 * semi-space instead of V8's 16 keeps scavenges cheap and the process ~40 MB smaller under load, and growing the
 * old generation by 1.5x instead of 3-4x keeps it near its live data (RSS after the bench ~130 MB instead of
 * 170-220; throughput unchanged, measured with test/bench). The flag is read when the worker's heap is made.
 */
const YOUNG_GENERATION_MB = 6;

function startServerThread() {
  setFlagsFromString('--heap-growing-percent=50');
  const server = new Worker(new URL('./serve.js', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.postMessage({ stop: signal }));
  server.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  server.on('exit', (code) => process.exit(process.exitCode ?? code));
}

// From source (tsx: development) the server runs in this thread: tsx's loader does not reach worker threads. The
// compiled server is what runs in production, and what the tests that start a process run (test/server/support/mainProcess.ts).
if (import.meta.url.endsWith('.ts')) await import('./serve');
else startServerThread();
