// `npm test`: the whole gate in stages, printing the time of each at the end.
// Typecheck and lint are single-threaded and the build mostly so: on CI's two cores they overlap instead of
// waiting for each other. The unit tests and the browser tests each fill both cores, so they run alone.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const stages = [
  ['typecheck', 'lint', 'build'],
  ['test:unit'],
  ['test:e2e'],
];

/**
 * Runs one npm script. Beside others its output is kept and printed whole when it ends, so parallel scripts do
 * not interleave; alone it streams.
 */
function run(script, alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`\n── ${script} ──\n`);
    const child = spawn(npm, ['run', '--silent', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${script} (exit ${code}) ──\n${Buffer.concat(output)}`);
      resolve({ script, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
const started = Date.now();
let failed = false;
for (const stage of stages) {
  const stageStarted = Date.now();
  const done = await Promise.all(stage.map((script) => run(script, stage.length === 1)));
  results.push(...done, { script: `stage ${stage.join(' + ')}`, code: 0, seconds: (Date.now() - stageStarted) / 1000 });
  if (done.some(({ code }) => code !== 0)) {
    failed = true;
    break;
  }
}

process.stdout.write('\nStage times:\n');
for (const { script, code, seconds } of results) {
  process.stdout.write(`  ${script.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : `  FAILED (exit ${code})`}\n`);
}
process.stdout.write(`  ${'total'.padEnd(40)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s\n`);
process.exit(failed ? 1 : 0);
