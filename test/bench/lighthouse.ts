/**
 * Issue 40's Lighthouse row: Lighthouse 12 with its default (mobile) settings over each public page type of the
 * demo site, each category's score printed beside its goal (performance ≥ 95 on an idle machine; accessibility,
 * best practices and SEO 100). Debian's Chromium through chrome-launcher; the server is the production build on
 * the demo data, its own process, killed by its pid. The median of RUNS a page (performance moves between runs
 * on a shared machine; the other categories do not). `npx tsx test/bench/lighthouse.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstAnswer, freePort, startNode, stop, stopAll } from './processes';

const DIST = process.env.BENCH_DIST ?? 'dist';
const PAGES = [
  ['home', '/'],
  ['tours list', '/tours-and-excursions-in-puerto-plata'],
  ['a tour', '/tours-and-excursions-in-puerto-plata/damajagua-waterfalls'],
  ['airport transfers', '/airport-transfers'],
  ['blog', '/blog'],
  ['a post', '/blog/los-27-charcos-de-damajagua-guia-completa'],
  ['FAQ', '/faq'],
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CHROMIUM = '/usr/bin/chromium';

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // An empty data folder: the server seeds the demo site; its links name the address Lighthouse loads.
  const child = startNode([`${DIST}/server/main.js`], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_DIR: `${DIST}/app`,
    PUBLIC_URL: url,
  });
  // Seeding the demo (its pictures through sharp) took over a minute on a loaded machine.
  await firstAnswer(`${url}/api/auth/me`, Date.now(), 300_000);
  return { url, dataDir, child };
}

/** The scores of one page, 0-100 each, and the audits that cost points outside performance. */
async function audit(url: string, port: number): Promise<{ scores: Scores; lost: string[] }> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
  ) as Scores;
  const lost = CATEGORIES.filter((name) => name !== 'performance').flatMap((name) =>
    (categories[name]?.auditRefs ?? [])
      .filter(({ id, weight }) => weight > 0 && audits[id]?.score !== null && (audits[id]?.score ?? 1) < 1)
      .map(({ id }) => id),
  );
  return { scores, lost };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseLines({ quick = false } = {}): Promise<string[]> {
  const runs = quick ? 1 : 3;
  const server = await startServer();
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const lines = [
    `Lighthouse 12 (mobile, its default throttling), Chromium at ${CHROMIUM}, median of ${runs} run(s) a ` +
      `page, demo data.`,
    '',
    `| page | ${CATEGORIES.join(' | ')} | met | what costs points (not performance) |`,
    `|---|${CATEGORIES.map(() => '---|').join('')}---|---|`,
  ];
  try {
    for (const [name, path] of PAGES) {
      console.log(`  Lighthouse: ${name}…`);
      const results: Awaited<ReturnType<typeof audit>>[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${server.url}${path}`, chrome.port));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(results.map(({ scores: each }) => each[category]))]),
      ) as Scores;
      const met = CATEGORIES.every((category) => scores[category] >= GOALS[category]);
      const lost = [...new Set(results.flatMap((result) => result.lost))].join(', ') || '–';
      lines.push(
        `| ${name} | ` +
          `${CATEGORIES.map((category) => `${scores[category]} (≥ ${GOALS[category]})`).join(' | ')} | ` +
          `${met ? 'yes' : 'NO'} | ${lost} |`,
      );
    }
  } finally {
    chrome.kill();
    stop(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  lighthouseLines({ quick: process.argv.includes('--quick') })
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(stopAll);
}
