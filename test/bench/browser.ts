/**
 * `npm run bench:browser`: the browser bench alone (browserBench.ts), which `npm run bench` also runs at its end.
 * Written to bench-results/browser.md too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { browserLines } from './browserBench';
import { stopAll } from './processes';

async function main() {
  const report = `# Browser bench ${new Date().toISOString()}\n\n${(await browserLines()).join('\n')}\n`;
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
