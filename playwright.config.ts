import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const firstPort = Number(process.env.E2E_PORT ?? 8091);
// Two workers, each on a server and data directory of its own (ports E2E_PORT and E2E_PORT + 100): a browser
// test mostly waits (page loads, the server, animations), so two halve the stage on two cores, and a spec never
// sees what a spec of the other worker wrote. Specs of one file stay in one worker, in order.
const workers = 2;
const portOf = (worker: number) => firstPort + 100 * worker;
// Playwright tells each worker process its slot (0 or 1), which stays the same when a worker is replaced.
/** Where a spec's own SMTP server listens for the server of each worker. */
const smtpPortOf = (worker: number) => portOf(worker) + 25;
const port = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// The build under test: `npm run build` writes dist/; E2E_DIST points at another build (one per engineer when
// several share a machine: D=.builds/me; `npx vite build --outDir $D/app && SERVER_OUT_DIR=$D/server npm run
// build:server`; inside the project, so the server finds node_modules).
const dist = process.env.E2E_DIST ?? 'dist';
// Evaluated again in each worker: only the main process starts the servers, so only its directory is used.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ep-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Chromium 156 opens two omnibox-popup pages (WebUI, in a renderer process of their own) for every new window, that
// is for every test's context, though a headless browser shows no omnibox: about a sixth of the browser stage's CPU.
// Chromium reads one --disable-features, so Playwright's own list (chromiumSwitches.ts, Playwright 1.65) is repeated.
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers,
  retries: 0,
  // npm test runs these beside the unit tests (scripts/test.mjs), which fill both cores: a walk through every
  // sidebar screen took 14-15 s alone and past 30 s with the cores shared. Passing tests are not slowed.
  timeout: 60_000,
  // A screen's first load (the app's chunks, then its list) is what the cores' sharing slows most: CI once took
  // over 10 s to show the inbox's first rows. A passing assertion is not slowed by a longer wait.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The app stills its transitions for this (index.html): no test's page draws frames for fades, slides and ripples.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium started three renderer processes for each test's page (the blank page, the site's, and a spare
        // for the next page, which the next test's new context cannot use): 384 processes in a run. One is enough
        // for a test's pages, which share one site; a test that opens a second context still gets its own.
        // 402-455 -> 372 core-seconds for the suite alone; 10 login loads 0.46-0.53 -> 0.41 core-seconds each.
        '--renderer-process-limit=1',
        `--disable-features=${disabledFeatures.join(',')}`,
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, worker) => ({
    command: `node ${dist}/server/main.js`,
    url: `http://127.0.0.1:${portOf(worker)}/api/auth/me`,
    // Answers 401 once the server is up, which Playwright counts as ready.
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(portOf(worker)),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, `worker-${worker}`),
      NODE_ENV: 'test',
      APP_DIR: `${dist}/app`,
      // The demo logins and one driver (issue 42): his login names the demo's driver card ramon.diaz.
      ADMIN_CREDENTIALS: 'dueno:dueno:owner,secretaria:secretaria:secretary,ramon.diaz:ramon.diaz:driver',
      // The guests' emails go to the SMTP server a spec starts on this port (test/e2e/guestJourney.spec.ts); until
      // one listens, they wait in the outbox.
      SMTP_URL: `smtp://ep-control:s3cret@127.0.0.1:${smtpPortOf(worker)}`,
      OUTBOX_RETRY_SECONDS: '2',
      OUTBOX_POLL_SECONDS: '1',
      // Every spec of a worker books and writes as one visitor (127.0.0.1), so the limit of ten visitor writes in
      // ten minutes made a spec's booking answer 429 whenever the specs before it ran fast enough; the limit itself
      // is proved by test/server/publicWrite.test.ts.
      PUBLIC_WRITE_LIMIT: '1000',
      // Playwright's API calls keep their connection between calls; a test that waited past the server's keep-alive
      // (5 s) between two of them, as on a loaded CI, sent the next on a socket the server was closing: ECONNRESET
      // (staffHit's second sign-in). Longer than a test may run.
      KEEP_ALIVE_TIMEOUT_SECONDS: '120',
    },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
