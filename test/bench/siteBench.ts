/**
 * Issue 44's new pages, on the demo data (its realistic year of bookings): the visitors' pages (home, a tour, the
 * blog, a post) beside a bare node:http server sending the same bytes, each goal p99 < 10 ms and at least a third
 * of the bare server; the owner's reports of the year (< 100 ms p99), the cash-up of today and a driver's day as
 * his phone asks it (< 50 ms p99). One server, as `npm start` runs it, with the demo's driver login.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { stop } from './processes';
import { ensureTodaysRun } from './todaysRun';
import type { Figures } from './goals';

interface Server {
  child: ChildProcess;
  url: string;
  cookie: string;
}
export interface SiteBenchDeps {
  startOurs(dataDir: string, size: number | 'demo', copyTo?: string, env?: Record<string, string>): Promise<Server>;
  startBare(dataDir: string, ours: string, cookie: string, paths: string[]): Promise<Omit<Server, 'cookie'>>;
  load(url: string, cookie: string, method: 'GET', pid?: number): Promise<Figures>;
  signIn(url: string, username: string, password: string): Promise<string>;
}

/** The demo's logins and one driver, whose login names the demo's driver card (as playwright.config.ts does). */
export const DRIVER = 'ramon.diaz';
export const WITH_DRIVER = {
  ADMIN_CREDENTIALS: `dueno:dueno:owner,secretaria:secretaria:secretary,${DRIVER}:${DRIVER}:driver`,
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PUBLIC_PAGES = [
  ['public home', '/'],
  ['a tour (with its booking form)', '/tours-and-excursions-in-puerto-plata/damajagua-waterfalls'],
  ['the blog', '/blog'],
  ['a post', '/blog/los-27-charcos-de-damajagua-guia-completa'],
] as const;
const PAGE_P99_MS = 10;
const PAGE_VS_BARE = 1 / 3;

const fig = ({ rps, p99, cpuUs }: Figures) =>
  `${rps.toFixed(0)} req/s, p99 ${p99} ms${cpuUs === undefined ? '' : `, ${cpuUs.toFixed(0)} µs CPU`}`;
const yes = (met: boolean) => (met ? 'yes' : 'NO');

export async function siteLines({ startOurs, startBare, load, signIn }: SiteBenchDeps): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-site-'));
  const started: { child: ChildProcess }[] = [];
  try {
    const ours = await startOurs(dataDir, 'demo', undefined, WITH_DRIVER);
    started.push(ours);
    const bare = await startBare(
      dataDir,
      ours.url,
      '',
      PUBLIC_PAGES.map(([, path]) => path),
    );
    started.push(bare);
    const lines = [
      '| public page (demo data) | ours | bare node:http, same bytes | ours / bare (by CPU) | goal | met |',
      '|---|---|---|---|---|---|',
    ];
    for (const [name, path] of PUBLIC_PAGES) {
      console.log(`  demo records: ${name}…`);
      const page = await load(`${ours.url}${path}`, '', 'GET', ours.child.pid);
      const file = await load(`${bare.url}${path}`, '', 'GET', bare.child.pid);
      const bytes = (await (await fetch(`${ours.url}${path}`)).arrayBuffer()).byteLength;
      const ratio = page.rps / file.rps;
      const byCpu = page.cpuUs && file.cpuUs ? file.cpuUs / page.cpuUs : NaN;
      lines.push(
        `| ${name} (${(bytes / 1024).toFixed(1)} kB HTML) | ${fig(page)} | ${fig(file)} | ${ratio.toFixed(3)}` +
          ` (${byCpu.toFixed(3)}) | p99 < ${PAGE_P99_MS} ms, ≥ 0.333 | ` +
          `${yes(page.p99 < PAGE_P99_MS && ratio >= PAGE_VS_BARE)} |`,
      );
    }

    const driver = await signIn(ours.url, DRIVER, DRIVER);
    const owner = ours.cookie;
    const today = await ensureTodaysRun(ours.url, owner);
    const asked = [
      [
        'reports of the realistic year, by month',
        `/api/reports?from=${day(-365)}&to=${day(0)}&group=month`,
        owner,
        100,
      ],
      ['the cash-up of today', `/api/cashup?from=${today}&to=${today}`, owner, 50],
      ["a driver's day, as his phone asks it", `/api/manifest?date=${today}`, driver, 50],
    ] as const;
    lines.push('', '| owner and driver screens (demo data) | measured | goal | met |', '|---|---|---|---|');
    for (const [name, path, cookie, goal] of asked) {
      console.log(`  demo records: ${name}…`);
      const answer = await fetch(`${ours.url}${path}`, { headers: { cookie } });
      await answer.arrayBuffer();
      if (answer.status !== 200) {
        lines.push(`| ${name} | pending: \`${path.split('?')[0]}\` answered ${answer.status} | p99 < ${goal} ms | – |`);
        continue;
      }
      const figures = await load(`${ours.url}${path}`, cookie, 'GET', ours.child.pid);
      lines.push(`| ${name} | ${fig(figures)} | p99 < ${goal} ms | ${yes(figures.p99 < goal)} |`);
    }
    return lines;
  } finally {
    for (const { child } of started) stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
