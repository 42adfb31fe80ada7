/**
 * `npm run bench [-- --size huge]`: our server (the production build), json-server 1.0 on the same records and
 * a bare node:http server sending our exact bytes, each its own process, loaded by autocannon in a process of
 * its own, all on 127.0.0.1; then the browser bench (browserBench.ts) on the app's build. Prints each figure
 * beside its goal and writes bench-results/latest.md.
 * BENCH_SECONDS (5) and BENCH_RUNS (2, best kept) bound the time; every process started is killed by pid.
 * `-- --only manifest|site|lighthouse|creates|search|start|ci` measures those rows alone (a change to them needs no
 * half hour of the other rows); `-- --quick` runs each row once for 2 s, to see that they run. BENCH_SERVER names
 * another server build than dist/server (one kept from before a change), to compare two builds back to back.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { cpuUs, firstAnswer, freePort, rssMb, runNode, startNode, stop, stopAll } from './processes';
import { ciRunRow, coldStartRow, goalRows, growthRows, type CiRun, type Figures, type Measured } from './goals';
import { bundleSizes } from './bundleSizes';
import { manifestLines } from './manifestBench';
import { siteLines } from './siteBench';
import { lighthouseLines } from './lighthouse';
import { browserLines, canMeasureBrowser } from './browserBench';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';

const argument = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
/** `-- --quick`: one 2-second run a row, to see that every row runs (its figures are not the goals' measure). */
const QUICK = process.argv.includes('--quick');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 5));
const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 2));
const CONNECTIONS = 10;
const HUGE = argument('--size') === 'huge';
const ONLY = argument('--only');
const AUTOCANNON = 'node_modules/autocannon/autocannon.js';
const JSON_SERVER = 'node_modules/json-server/lib/bin.js';
const SERVER_DIST = process.env.BENCH_SERVER ?? 'dist/server';

const list = (params: Record<string, unknown>) =>
  `/api/pages?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))}`;
const NEW_PAGE = JSON.stringify({
  title: 'Excursión nueva',
  content: '<p>Salida desde Sosúa</p>',
  status: 'draft',
  date: '2026-03-01',
});

/**
 * One workload per row; json-server 1.0 has no full-text search, so its "search" is a field filter over every record.
 */
const CASES = {
  search: {
    ours: list({ filter: { q: 'excursi' }, range: [0, 19], sort: ['date', 'DESC'] }),
    json: '/pages?status=published&_page=1&_per_page=20&_sort=-date',
  },
  byId: { ours: '/api/pages/5000', json: '/pages/5000' },
  page: { ours: list({ range: [0, 19], sort: ['date', 'DESC'] }), json: '/pages?_page=1&_per_page=20&_sort=-date' },
  fullList: { ours: '/api/pages', json: '/pages' },
  create: { ours: '/api/pages', json: '/pages', method: 'POST' as const },
};
type CaseName = keyof typeof CASES;

/**
 * Best of RUNS. `pid`, the server's: its CPU time per answer is measured too, a figure that other processes on the
 * machine disturb far less than the answers per second.
 */
async function load(url: string, cookie: string, method: 'GET' | 'POST' = 'GET', pid?: number): Promise<Figures> {
  let best: Figures | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const args = [AUTOCANNON, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-H', `cookie=${cookie}`];
    if (method === 'POST') args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', NEW_PAGE);
    const before = pid ? cpuUs(pid) : 0;
    const result = JSON.parse(await runNode([...args, url], {}, (SECONDS + 30) * 1000)) as AutocannonResult;
    const figures = checked(result, `${method} ${url}`, pid ? cpuUs(pid) - before : undefined);
    if (!best || figures.rps > best.rps) best = figures;
  }
  return best!;
}

/** Best of RUNS of the realistic mix (mixLoad.mjs) against one server. */
async function loadMix(
  url: string,
  cookie: string,
  flavor: 'ours' | 'json',
  manifest: boolean,
  pid: number,
): Promise<Figures> {
  let best: Figures | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const options = JSON.stringify({ url, cookie, seconds: SECONDS, connections: CONNECTIONS, flavor, manifest });
    const before = cpuUs(pid);
    const result = JSON.parse(
      await runNode(['test/bench/mixLoad.mjs', options], {}, (SECONDS + 30) * 1000),
    ) as AutocannonResult;
    const figures = checked(result, `the ${flavor} mix`, cpuUs(pid) - before);
    if (!best || figures.rps > best.rps) best = figures;
  }
  return best!;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

function checked(result: AutocannonResult, what: string, serverCpuUs?: number): Figures {
  if (result.non2xx || result.errors)
    throw new Error(`${what}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const figures: Figures = { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  if (serverCpuUs !== undefined && result.requests.total) figures.cpuUs = serverCpuUs / result.requests.total;
  return figures;
}

/** Builds nothing: the production server of `npm run build:server`, seeded by its own seed command. */
async function startOurs(dataDir: string, size: number | 'demo', copyTo?: string, env: Record<string, string> = {}) {
  await runNode(
    [`${SERVER_DIST}/seed/cli.js`, '--size', String(size)],
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    300_000,
  );
  if (copyTo) copyFileSync(join(dataDir, DB_FILE), join(copyTo, DB_FILE));
  return startServerOn(dataDir, env);
}

const DB_FILE = 'ep-control.db';

/**
 * `way`: as `npm start` runs it (its flags and environment), or `node dist/server/main.js` alone as a process manager
 * would.
 */
async function startServerOn(dataDir: string, env: Record<string, string>, way: 'npm start' | 'plain' = 'npm start') {
  const port = await freePort();
  const since = Date.now();
  const [flags, wayEnv] = way === 'npm start' ? [SERVER_NODE_FLAGS, SERVER_ENV] : [[], {}];
  const child = startNode([...flags, `${SERVER_DIST}/main.js`], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_DIR: join(dataDir, 'no-app'),
    ...wayEnv,
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  // A minute: a loaded machine took over 15 s.
  const coldStartMs = await firstAnswer(`${url}/api/auth/me`, since, 60_000);
  // The CPU the process used to get there: on a loaded machine the wall time is mostly waiting for a core.
  const coldStartCpuMs = cpuUs(child.pid!) / 1000;
  const cookie = await signIn(url, 'dueno', 'dueno');
  return { child, url, cookie, coldStartMs, coldStartCpuMs };
}

/** How many times the cold start's row starts the server: one start moves by tens of ms with the machine. */
const COLD_STARTS = 7;

/**
 * Issue 44's cold start: `node dist/server/main.js` started alone on the seeded database `COLD_STARTS` times, each
 * to its first answer and killed before the next; the medians of wall and CPU time, and each start's wall time.
 */
async function coldStarts(dataDir: string): Promise<{ ms: number; cpuMs: number; each: number[] }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await startServerOn(dataDir, {}, 'plain');
    walls.push(server.coldStartMs);
    cpus.push(server.coldStartCpuMs);
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    stop(server.child);
    await exited;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(walls), cpuMs: median(cpus), each: walls };
}

async function signIn(url: string, username: string, password: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/** json-server reads one JSON file: the same pages, ids as strings as it compares them with the URL's. */
async function startJsonServer(dataDir: string) {
  const sqlite = new SQLite(join(dataDir, DB_FILE), { readonly: true });
  const pages = sqlite
    .prepare('select id, title, content, status, date, created_at, updated_at, version from pages')
    .all() as { id: number }[];
  sqlite.close();
  const file = join(dataDir, 'json-server.json');
  writeFileSync(file, JSON.stringify({ pages: pages.map((page) => ({ ...page, id: String(page.id) })) }));
  const port = await freePort();
  const child = startNode([JSON_SERVER, file, '--port', String(port), '--host', '127.0.0.1']);
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(`${url}/pages/1`, Date.now());
  return { child, url };
}

/** The bare server answers each URL with our exact status, headers and bytes. */
async function startBare(dataDir: string, ours: string, cookie: string, paths: string[]) {
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const answer = await fetch(`${ours}${path}`, { headers: { cookie } });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'content-range'])
      if (answer.headers.has(name)) headers[name] = answer.headers.get(name)!;
    answers[path] = {
      status: answer.status,
      headers,
      body: Buffer.from(await answer.arrayBuffer()).toString('base64'),
    };
  }
  const file = join(dataDir, 'bare.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = startNode(['test/bench/bare.mjs', String(port), file]);
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(`${url}/`, Date.now());
  return { child, url };
}

async function measureOurs(size: number, withOthers: boolean): Promise<Measured> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-'));
  // The mix runs on the records as seeded, in a copy: the creates before it add ~60,000 pages to ours and ~1,700
  // to json-server's, so on their database the two would answer the same mix over 7x and 1.2x the records.
  const mixDir = mkdtempSync(join(tmpdir(), 'ep-bench-mix-'));
  const started: { child: Parameters<typeof stop>[0] }[] = [];
  try {
    const ours = await startOurs(dataDir, size, mixDir);
    started.push(ours);
    const others = withOthers ? await startJsonServer(dataDir) : undefined;
    if (others) started.push(others);
    const readCases = (Object.keys(CASES) as CaseName[]).filter((name) => name !== 'create');
    const bare = withOthers
      ? await startBare(
          dataDir,
          ours.url,
          ours.cookie,
          readCases.map((name) => CASES[name].ours),
        )
      : undefined;
    if (bare) started.push(bare);
    const measured: Measured = {
      size,
      coldStartMs: ours.coldStartMs,
      coldStartCpuMs: ours.coldStartCpuMs,
      rssMb: 0,
      cases: {},
      fresh: {},
    };
    const measure = async (name: CaseName, server: { url: string; cookie: string; child: { pid?: number } }) => {
      const spec = CASES[name];
      const method = 'method' in spec ? spec.method : 'GET';
      console.log(`  ${size.toLocaleString('en')} records: ${name}…`);
      measured.cases[name] = {
        ours: await load(`${server.url}${spec.ours}`, server.cookie, method, server.child.pid),
        json: others ? await load(`${others.url}${spec.json}`, '', method, others.child.pid) : undefined,
        bare:
          bare && method === 'GET'
            ? await load(`${bare.url}${spec.ours}`, ours.cookie, 'GET', bare.child.pid)
            : undefined,
      };
    };
    for (const name of withOthers ? readCases : readCases.filter((name) => name !== 'fullList'))
      await measure(name, ours);
    measured.rssMb = rssMb(ours.child.pid!);
    // The runs above ask one URL again and again with no write between, so lists are answered from what the
    // server kept (db/answerCache.ts). The same lists built anew each time, on the same records (before the
    // creates add matches to the search):
    stop(ours.child);
    const fresh = await startServerOn(dataDir, { LIST_CACHE: 'off' });
    started.push(fresh);
    for (const name of ['search', 'page'] as const) {
      console.log(`  ${size.toLocaleString('en')} records: ${name}, built anew…`);
      measured.fresh[name] = await load(`${fresh.url}${CASES[name].ours}`, fresh.cookie, 'GET', fresh.child.pid);
    }
    if (withOthers) {
      measured.rssMb = Math.max(measured.rssMb, rssMb(fresh.child.pid!));
      stop(fresh.child);
      // Creates, their write limit and the realistic mix run on the server as a process manager would start it:
      // `node dist/server/main.js`, without npm start's flags and environment, so its RSS is the other way of starting
      // it.
      const plain = await startServerOn(dataDir, {}, 'plain');
      started.push(plain);
      await measure('create', plain);
      const afterCreatesRssMb = rssMb(plain.child.pid!);
      stop(plain.child);
      stop(others!.child);
      measured.writeLimit = await measureWriteLimit(dataDir);
      console.log(`  ${size.toLocaleString('en')} records: cold start, ${COLD_STARTS} times…`);
      const starts = await coldStarts(mixDir);
      const mixJson = await startJsonServer(mixDir);
      started.push(mixJson);
      const mixOurs = await startServerOn(mixDir, {}, 'plain');
      started.push(mixOurs);
      const manifest = await answersManifest(mixOurs);
      console.log(
        `  ${size.toLocaleString('en')} records: realistic mix${manifest ? '' : ' (no manifest route yet)'}…`,
      );
      measured.mix = {
        manifest,
        ours: await loadMix(mixOurs.url, mixOurs.cookie, 'ours', manifest, mixOurs.child.pid!),
        json: await loadMix(mixJson.url, '', 'json', manifest, mixJson.child.pid!),
      };
      measured.plainRssMb = Math.max(afterCreatesRssMb, rssMb(mixOurs.child.pid!));
      measured.plainColdStartMs = starts.ms;
      measured.plainColdStartCpuMs = starts.cpuMs;
      measured.plainColdStarts = starts.each;
    }
    return measured;
  } finally {
    for (const { child } of started) stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mixDir, { recursive: true, force: true });
  }
}

/**
 * `-- --only creates`: the creates and their write limit alone, side by side on one seeded database, and the
 * plain start's cold start, each CPU figure beside it (a change to the write path needs no half hour of rows).
 */
async function createLines(): Promise<string[]> {
  return withSeededPages(async (dataDir) => {
    const plain = await startServerOn(dataDir, {}, 'plain');
    console.log('  10,000 records: create…');
    const ours = await load(`${plain.url}${CASES.create.ours}`, plain.cookie, 'POST', plain.child.pid);
    stop(plain.child);
    const writeLimit = await measureWriteLimit(dataDir);
    const cpu = (figures: Figures) =>
      `${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.cpuUs?.toFixed(0)} µs CPU`;
    return [
      '| creates (10,000 records) | ours | bare writer | ours / bare (by CPU) | goal |',
      '|---|---|---|---|---|',
      `| create a page | ${cpu(ours)} | ${cpu(writeLimit)} | ${(ours.rps / writeLimit.rps).toFixed(2)} (` +
        `${((writeLimit.cpuUs ?? NaN) / (ours.cpuUs ?? NaN)).toFixed(2)}) | ≥ 0.50 |`,
      '',
      `Cold start, \`node dist/server/main.js\`: ${plain.coldStartMs} ms, ${plain.coldStartCpuMs.toFixed(0)} ` +
        `ms of CPU.`,
    ];
  });
}

/** `-- --only start`: the cold start's row alone, on the 10,000 records as seeded. */
async function startLines(): Promise<string[]> {
  return withSeededPages(async (dataDir) => {
    const { ms, cpuMs, each } = await coldStarts(dataDir);
    return [coldStartRow(ms, cpuMs, each)];
  });
}

/** Runs `work` on a data folder of its own, seeded with the 10,000 pages by the build's seed command. */
async function withSeededPages<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-'));
  try {
    await runNode(
      [`${SERVER_DIST}/seed/cli.js`, '--size', '10000'],
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      300_000,
    );
    return await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `-- --only search`: the search built anew (LIST_CACHE=off) beside the bare server sending its bytes, on the 10,000
 * records, as the full run measures them; a change to the search needs no half hour of the other rows.
 */
async function searchLines(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-'));
  const started: { child: Parameters<typeof stop>[0] }[] = [];
  try {
    const fresh = await startOurs(dataDir, 10_000, undefined, { LIST_CACHE: 'off' });
    started.push(fresh);
    const bare = await startBare(dataDir, fresh.url, fresh.cookie, [CASES.search.ours]);
    started.push(bare);
    console.log('  10,000 records: search, built anew…');
    const ours = await load(`${fresh.url}${CASES.search.ours}`, fresh.cookie, 'GET', fresh.child.pid);
    console.log('  10,000 records: search, bare…');
    const floor = await load(`${bare.url}${CASES.search.ours}`, fresh.cookie, 'GET', bare.child.pid);
    const cpu = (figures: Figures) =>
      `${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.cpuUs?.toFixed(0)} µs CPU`;
    return [
      '| search built anew (10,000 records) | ours | bare node:http | ours / bare (by CPU) | goal |',
      '|---|---|---|---|---|',
      `| paged search, q, 20 per page | ${cpu(ours)} | ${cpu(floor)} | ${(ours.rps / floor.rps).toFixed(3)} (` +
        `${((floor.cpuUs ?? NaN) / (ours.cpuUs ?? NaN)).toFixed(3)}) | ≥ 0.100 |`,
    ];
  } finally {
    for (const { child } of started) stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bare writer (bareWriter.mjs) creating pages on the same database file, while our server is idle. */
async function measureWriteLimit(dataDir: string): Promise<Figures> {
  const port = await freePort();
  const writer = startNode(['test/bench/bareWriter.mjs', String(port), dataDir]);
  try {
    const url = `http://127.0.0.1:${port}`;
    await firstAnswer(`${url}/`, Date.now());
    console.log('  bare writer: create…');
    return await load(`${url}/api/pages`, '', 'POST', writer.pid);
  } finally {
    stop(writer);
  }
}

/** Today's manifest (issue 23) joins the mix once the server answers it. */
async function answersManifest(server: { url: string; cookie: string }): Promise<boolean> {
  const answer = await fetch(`${server.url}/api/manifest?date=${new Date().toISOString().slice(0, 10)}`, {
    headers: { cookie: server.cookie },
  });
  await answer.arrayBuffer();
  return answer.status === 200;
}

/** Where `.ci/run` records its last passing run. */
const CI_RUN = 'bench-results/ci-run.json';
const lastCiRun = (): CiRun | undefined =>
  existsSync(CI_RUN) ? (JSON.parse(readFileSync(CI_RUN, 'utf8')) as CiRun) : undefined;

async function bundleLines(): Promise<string[]> {
  if (!existsSync('dist/app/index.html')) return ['Bundle sizes: run `npm run build:app` first, skipped.'];
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  return [
    '| JS loaded (gzip) | size | goal | met |',
    '|---|---|---|---|',
    ...(await bundleSizes('dist/app')).map(
      ({ name, gzipBytes, goalBytes }) =>
        `| ${name} | ${kb(gzipBytes)} | ≤ ${kb(goalBytes)} | ${gzipBytes <= goalBytes ? 'yes' : 'NO'} |`,
    ),
  ];
}

/** Cold loads of each browser screen: BENCH_LOADS, else one in a quick run and five in a full one. */
const BROWSER_LOADS = Number(process.env.BENCH_LOADS ?? (QUICK ? 1 : 5));

async function measureBrowser() {
  console.log(`  browser: ${BROWSER_LOADS} cold load(s) of each screen…`);
  return browserLines({ loads: BROWSER_LOADS });
}

async function main() {
  if (!existsSync(`${SERVER_DIST}/main.js`))
    throw new Error('Run `npm run build` first (npm run bench does): the bench measures the production server.');
  console.log(`${CONNECTIONS} connections, best of ${RUNS} runs of ${SECONDS} s, 127.0.0.1, one process each\n`);
  if (ONLY === 'manifest') {
    console.log(`\n${(await manifestLines({ startOurs, startOn: startServerOn, load })).join('\n')}`);
    return;
  }
  if (ONLY === 'site') {
    console.log(`\n${(await siteLines({ startOurs, startBare, load, signIn })).join('\n')}`);
    return;
  }
  if (ONLY === 'lighthouse') {
    console.log(`\n${(await lighthouseLines({ quick: QUICK })).join('\n')}`);
    return;
  }
  if (ONLY === 'creates') {
    console.log(`\n${(await createLines()).join('\n')}`);
    return;
  }
  if (ONLY === 'start') {
    console.log(`\n${(await startLines()).join('\n')}`);
    return;
  }
  if (ONLY === 'ci') {
    console.log(`\n${ciRunRow(lastCiRun())}`);
    return;
  }
  if (ONLY === 'search') {
    console.log(`\n${(await searchLines()).join('\n')}`);
    return;
  }
  const loadAtStart = loadavg();
  const large = await measureOurs(10_000, true);
  const huge = HUGE ? await measureOurs(100_000, false) : undefined;
  const lines = [
    `# Bench ${new Date().toISOString()}`,
    '',
    `node ${process.version}, ${CONNECTIONS} connections, best of ${RUNS} runs of ${SECONDS} s, load average \
${loadAtStart
  .map((load) => load.toFixed(1))
  .join(' ')} on ${cpus().length} cores at the start. Command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\``,
    '',
    ...goalRows({ ...large, ciRun: lastCiRun() }),
    '',
    ...(huge
      ? [...growthRows(large, huge), '']
      : ['Growth to 100,000 records: run `npm run bench -- --size huge`.', '']),
    ...(await siteLines({ startOurs, startBare, load, signIn })),
    '',
    ...(await manifestLines({ startOurs, startOn: startServerOn, load })),
    '',
    ...(await bundleLines()),
    '',
    ...(canMeasureBrowser()
      ? [...(await measureBrowser()), '', ...(await lighthouseLines({ quick: QUICK }))]
      : ['Browser: no app build or no /usr/bin/chromium, skipped (`npm run bench` builds the app).']),
  ];
  lines.push(
    '',
    `Load average at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}.`,
  );
  console.log(`\n${lines.join('\n')}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/latest.md', `${lines.join('\n')}\n`);
  console.log('\nWritten to bench-results/latest.md');
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
