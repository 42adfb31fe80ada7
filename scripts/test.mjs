// `npm test`: the whole gate, printing the time of each step at the end.
// Each step starts as soon as what it needs has passed. Typecheck, lint and the build are single-threaded or
// nearly, so they overlap. The browser tests need only the build and mostly wait (page loads, the server,
// animations: about a fifth of a core in a measured run), so they run beside the unit tests, which fill both
// cores. The unit tests are the longest step by far (1,081 s of a 1,382 s run), so they start once the typecheck
// (the shortest step) is done, with lint beside them: lint (~70 s of one core; 140 s on a loaded CI) held them
// back while its own single thread, the build and the browser tests' start left part of the second core idle.
// Their first files are the server tests, whose 60 s timeouts are many times what a test takes.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Each npm script and the scripts that must pass before it starts. */
const steps = {
  typecheck: [],
  lint: [],
  build: [],
  'test:e2e': ['build'],
  'test:unit': ['typecheck'],
};

/** Runs one npm script; its output is kept and printed whole when it ends, so parallel scripts do not interleave. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`── ${script} started at ${((started - begun) / 1000).toFixed(0)} s ──\n`);
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      process.stdout.write(`\n── ${script} (exit ${code}) ──\n${text}`);
      resolve({ script, code: code ?? 1, started, seconds: (Date.now() - started) / 1000, text });
    });
  });
}

const begun = Date.now();
const results = new Map();
/** Each step's promise, settling with its result, or with undefined when a step it needs failed. */
const done = new Map();
const start = (script) => {
  if (!done.has(script)) {
    done.set(
      script,
      Promise.all(steps[script].map(start)).then(async (needed) => {
        if (needed.some((result) => result?.code !== 0)) return undefined;
        const result = await run(script);
        results.set(script, result);
        return result;
      }),
    );
  }
  return done.get(script);
};
await Promise.all(Object.keys(steps).map(start));

process.stdout.write('\nStep times (started at, took):\n');
for (const script of Object.keys(steps)) {
  const result = results.get(script);
  const line = result
    ? `${((result.started - begun) / 1000).toFixed(1).padStart(7)} s ${result.seconds.toFixed(1).padStart(7)} s` +
      `${result.code === 0 ? '' : `  FAILED (exit ${result.code})`}`
    : '      not run: a step it needs failed';
  process.stdout.write(`  ${script.padEnd(12)} ${line}\n`);
}
process.stdout.write(`  ${'total'.padEnd(12)} ${((Date.now() - begun) / 1000).toFixed(1).padStart(7)} s\n`);
// CI keeps only the end of this output: a failed step's own summary (which tests, and why) would be lost above
// the other steps' output, so it is printed again last.
for (const { script, code, text } of results.values()) {
  if (code === 0) continue;
  const tail = text.trimEnd().split('\n').slice(-60).join('\n');
  process.stdout.write(`\n── the end of ${script}'s output, again ──\n${tail}\n`);
}
process.exit(Object.keys(steps).every((script) => results.get(script)?.code === 0) ? 0 : 1);
