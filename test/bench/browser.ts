/**
 * `npm run bench:browser`: the browser bench alone (browserBench.ts), which `npm run bench` also runs at its end.
 * Written to bench-results/browser.md too. `-- --only phones`: issue 44's phone rows alone (the driver's screen and
 * the manifest at 375 px, CPU 4x slower); to compare two builds, run `npx tsx test/bench/browser.ts --only phones`
 * with BENCH_DIST set to each, back to back.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { browserLines } from './browserBench';
import { stopAll } from './processes';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

async function main() {
  if (only !== undefined && only !== 'phones') throw new Error(`--only ${only}: only 'phones' is known`);
  const started = loadavg();
  const lines = await browserLines({ phonesOnly: only === 'phones' });
  const load = (figures: number[]) => figures.map((figure) => figure.toFixed(1)).join(' ');
  const report = [
    `# Browser bench ${new Date().toISOString()}`,
    '',
    `Load average ${load(started)} at the start, ${load(loadavg())} at the end (${cpus().length} cores).`,
    '',
    ...lines,
    '',
  ].join('\n');
  console.log(report);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/browser.md', report);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
