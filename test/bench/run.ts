/**
 * `npm run bench`: our list endpoints on 10,000 records of each entity beside a bare node:http server
 * answering the same bytes, on 127.0.0.1. Prints req/s, p50 and p99 of each and the ratio; no assertions.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seed } from '../../src/server/db/seed/seed';
import { largeData } from '../../src/server/db/seed/largeData';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;

const CASES = [
  { name: 'navigation full list', path: '/api/navigation' },
  { name: 'navigation paged search', path: '/api/navigation?q=sosua&_page=2&_per_page=25&_sort=name&_order=asc' },
  { name: 'pages full list', path: '/api/pages' },
  { name: 'pages paged search', path: '/api/pages?q=excursion&_page=3&_per_page=25&_sort=date&_order=desc' },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function measure(url: string, cookie: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-'));
  const db = openDb({ dataDir });
  const started = Date.now();
  await migrate(db);
  await seed(db, largeData(10_000), dataDir);
  console.log(`Seeded 10,000 of each entity into SQLite in ${Date.now() - started} ms`);

  const app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir, APP_DIR: join(dataDir, 'none') }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const ours = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const login = await fetch(`${ours}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dueno', password: 'dueno' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

  console.log(`${CONNECTIONS} connections, ${SECONDS} s per run\n`);
  console.log('case'.padEnd(26), 'bytes'.padStart(9), '  ours req/s  p50  p99 | bare req/s  p50  p99 | ours/bare');
  for (const { name, path } of CASES) {
    const answer = await fetch(`${ours}${path}`, { headers: { cookie } });
    const body = Buffer.from(await answer.arrayBuffer());
    const headers: Record<string, string> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
    const total = answer.headers.get('x-total-count');
    if (total) headers['x-total-count'] = total;
    const bare = createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    });
    const barePort = await listen(bare);
    const mine = await measure(`${ours}${path}`, cookie);
    const baseline = await measure(`http://127.0.0.1:${barePort}${path}`, cookie);
    await new Promise((resolve) => bare.close(resolve));
    const row = (f: Figures) => `${f.rps.toFixed(0).padStart(10)} ${String(f.p50).padStart(4)} ${String(f.p99).padStart(4)}`;
    console.log(name.padEnd(26), String(body.length).padStart(9), row(mine), '|', row(baseline), '|', (mine.rps / baseline.rps).toFixed(3));
  }

  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
