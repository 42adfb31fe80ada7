/**
 * The screens as a user meets them, in Debian's Chromium with the flags of playwright.config.ts (run by
 * `npm run bench:browser` alone, browser.ts, and at the end of `npm run bench`). For each screen, five cold loads
 * (a new browser context, so an empty cache, signed in, the URL typed) timed from navigation to the first frame
 * that shows its first rows, read in the page at every frame; the median is printed beside the goal of 1.0 s. Then
 * the JavaScript each visit loads: the login page's gzip size beside its 120 kB, and whether the rich-text editor's
 * chunk loaded on a route that shows no editor (it must not) and on one that shows it (it must, or the check proves
 * nothing). The machine is shared: compare builds back to back (BENCH_DIST), not with figures of another hour. The
 * production build under test: BENCH_DIST (default dist), as `npm run build` writes it; the server runs on the
 * demo data, in a process of its own, killed by its pid.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ROLE_AREA } from '../../src/domain/roles';
import { firstAnswer, freePort, startNode, stop } from './processes';
import { DRIVER, WITH_DRIVER } from './siteBench';
import { ensureTodaysRun } from './todaysRun';
import { businessToday } from '../../src/domain/businessDay';

const DIST = process.env.BENCH_DIST ?? 'dist';
const GOAL_MS = 1000;
const LOGIN_GOAL_BYTES = 120 * 1000;
/** Text only the rich-text editor's code contains (ProseMirror, under tiptap), as bundleSizes.ts finds its chunk. */
const EDITOR_MARK = 'ProseMirror';
const AREA = '/ep-control/dueno';

/**
 * A screen and what shows its first rows: elements matching `firstRows` (CSS), one of them holding `text` when
 * given. `needs`: an API path that must answer 200 for the screen to exist on this build.
 */
interface Screen {
  name: string;
  path: string;
  firstRows: string;
  text?: string;
  needs?: string;
  /** Whose session opens it (the owner's unless said). */
  as?: 'driver';
  /** Issue 44's phones: a 375 px wide touch screen with the CPU slowed 4x (a mid-range phone). */
  phone?: boolean;
}

/** The screens of issue 25; a screen another branch brings is measured once its API answers. */
const SCREENS: Screen[] = [
  { name: 'owner dashboard (its counts)', path: AREA, firstRows: '[data-testid="count-pages"]', text: '\\d' },
  {
    name: 'reservations list',
    path: `${AREA}/reservas`,
    firstRows: 'main table tbody tr, [data-testid="booking-card"]',
  },
  // Issue 23's manifest (another branch): a departure's bookings or its headcount.
  {
    name: "today's manifest",
    path: `${AREA}/reservas/manifest`,
    firstRows: '[data-testid^="manifest-booking-"], [data-testid="manifest-headcount"]',
    needs: `/api/manifest?date=${businessToday()}`,
  },
  {
    name: "driver's screen, phone (375 px, CPU 4x slower)",
    path: `/ep-control/${ROLE_AREA.driver}`,
    firstRows: '[data-testid^="pickup-"]',
    as: 'driver',
    phone: true,
  },
  {
    name: "today's manifest, phone (375 px, CPU 4x slower)",
    path: `${AREA}/reservas/manifest`,
    firstRows: '[data-testid^="manifest-booking-"], [data-testid="manifest-headcount"]',
    needs: `/api/manifest?date=${businessToday()}`,
    phone: true,
  },
];
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const PHONE_CPU_SLOWDOWN = 4;
/** A screen that shows the editor: the new page's form. */
const EDITOR_SCREEN = { path: `${AREA}/pages/create`, shows: '.ProseMirror' };

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ep-bench-browser-'));
  const port = await freePort();
  // An empty data folder: the server migrates it and seeds the demo data, as on a first `npm start`.
  const child = startNode([`${DIST}/server/main.js`], {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    APP_DIR: `${DIST}/app`,
    ...WITH_DRIVER,
  });
  const url = `http://127.0.0.1:${port}`;
  await firstAnswer(`${url}/api/auth/me`, Date.now(), 300_000);
  return { url, dataDir, child };
}

/**
 * A signed-in user's cookie and stored session (the owner's, or the demo driver's), for each cold context to start
 * from.
 */
async function ownerState(browser: Browser, url: string, as?: 'driver') {
  const [username, area] = as ? [DRIVER, ROLE_AREA.driver] : ['dueno', ROLE_AREA.owner];
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto('/ep-control/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(username);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(new RegExp(`/ep-control/${area}/?$`));
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Every script a page fetches: its size as gzip of its body (the goal's unit; the server sends brotli where the
 * browser takes it, smaller), the bytes it took on the wire, and whether it holds the editor.
 */
function watchScripts(page: Page) {
  type Script = { gzipBytes: number; sentBytes: number; editor: boolean };
  const scripts: Promise<Script | undefined>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then(async (body) => ({
          gzipBytes: gzipSync(body).length,
          sentBytes: (await response.request().sizes()).responseBodySize,
          editor: body.includes(EDITOR_MARK),
        }))
        // A script still arriving when the page was closed (after its measurement) has no body or sizes left to
        // read; left unread, its failure ended the whole bench (its sizes too, in a quick run's single load).
        .catch(() => undefined),
    );
  });
  return async () => (await Promise.all(scripts)).filter((script): script is Script => script !== undefined);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A new context: nothing cached, signed in when `state` is given; a phone's screen and CPU when asked. */
async function coldLoad(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof ownerState>> | undefined,
  phone = false,
) {
  const context: BrowserContext = await browser.newContext({
    baseURL: url,
    storageState: state,
    ...(phone ? PHONE : {}),
  });
  const page = await context.newPage();
  if (phone)
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { page, scripts: watchScripts(page), close: () => context.close() };
}

/** Chromium's path and flags as the browser tests launch it; the config's own data folder is ours to remove. */
async function launchOptions(dataDir: string) {
  process.env.E2E_DATA_DIR = dataDir;
  const { default: config } = await import('../../playwright.config');
  return config.use?.launchOptions ?? {};
}

/**
 * Run in the page at every frame (before it is drawn): the time since navigation once the screen's first rows
 * are there and visible, else false. Playwright's own waits look again only every 500 ms after the first few
 * tries, which read a screen shown at 0.8 s as 1.3 s.
 */
function firstRowsShown({ css, text }: { css: string; text?: string }) {
  const pattern = text === undefined ? undefined : new RegExp(text);
  const shown = [...document.querySelectorAll(css)].some(
    (element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden' &&
      (!pattern || pattern.test(element.textContent ?? '')),
  );
  return shown && performance.now();
}

/**
 * Checks `firstRowsShown` at every frame from the page's first (an init script, run before any script of the
 * page) and keeps the time of the first that shows them in `window.__firstRowsAt`. A check that Playwright starts
 * after the navigation's commit runs only once the page's own scripts let go of the main thread: rows the server
 * sent in the page were on screen 0.5-2 s before it first looked (the paint's own timing agreed with this one).
 * A string, not a function: tsx names inner functions with a helper the page does not have.
 */
const watchFirstRows = (check: { css: string; text?: string }) => `(() => {
  const shown = ${firstRowsShown.toString()};
  const frame = () => {
    const at = shown(${JSON.stringify(check)});
    if (at === false) requestAnimationFrame(frame);
    else window.__firstRowsAt = at;
  };
  requestAnimationFrame(frame);
})()`;

/** `loads` cold loads of one screen, each timed from navigation to the first frame that shows its first rows. */
async function measureScreen(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof ownerState>>,
  screen: Screen,
  loads: number,
) {
  const times: number[] = [];
  let editorLoaded = false;
  for (let load = 0; load < loads; load += 1) {
    const { page, scripts, close } = await coldLoad(browser, url, state, screen.phone);
    try {
      await page.addInitScript(watchFirstRows({ css: screen.firstRows, text: screen.text }));
      await page.goto(screen.path, { waitUntil: 'commit' });
      const shownAt = await page.waitForFunction(
        () => (window as { __firstRowsAt?: number }).__firstRowsAt ?? false,
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      times.push((await shownAt.jsonValue()) as number);
      await page.waitForLoadState('networkidle');
      editorLoaded ||= (await scripts()).some(({ editor }) => editor);
    } finally {
      await close();
    }
  }
  return { times, editorLoaded };
}

/** Whether a build of the app and Debian's Chromium are there to measure. */
export const canMeasureBrowser = () => existsSync(join(DIST, 'app', 'index.html')) && existsSync('/usr/bin/chromium');

/**
 * The login page's JavaScript beside its goal, and on which routes the editor's chunk loaded: `editorLines` holds
 * the measured screens' rows, the login page's and the editor's own are added around them.
 */
async function scriptLines(
  browser: Browser,
  url: string,
  state: Awaited<ReturnType<typeof ownerState>>,
  editorLines: string[],
): Promise<string[]> {
  const login = await coldLoad(browser, url, undefined);
  await login.page.goto('/ep-control/login');
  await login.page.getByRole('button', { name: 'Log In' }).waitFor();
  await login.page.waitForLoadState('networkidle');
  const loginScripts = await login.scripts();
  await login.close();
  const loginBytes = loginScripts.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);
  const loginSent = loginScripts.reduce((sum, { sentBytes }) => sum + sentBytes, 0);
  editorLines.unshift(
    `| login page | no | ${loginScripts.some(({ editor }) => editor) ? 'yes' : 'no'} | ` +
      `${loginScripts.some(({ editor }) => editor) ? 'NO' : 'yes'} |`,
  );

  const editor = await coldLoad(browser, url, state);
  await editor.page.goto(EDITOR_SCREEN.path);
  await editor.page.locator(EDITOR_SCREEN.shows).first().waitFor({ state: 'visible', timeout: 30_000 });
  const editorShown = (await editor.scripts()).some(({ editor: holds }) => holds);
  await editor.close();
  editorLines.push(
    `| new page (shows the editor) | yes | ${editorShown ? 'yes' : 'no'} | ${editorShown ? 'yes' : 'NO'} |`,
  );

  return [
    '| JavaScript | measured | goal | met |',
    '|---|---|---|---|',
    `| login page, gzip (${(loginSent / 1000).toFixed(1)} kB on the wire) | ${(loginBytes / 1000).toFixed(1)}` +
      ` kB | ≤ 120 kB | ${loginBytes <= LOGIN_GOAL_BYTES ? 'yes' : 'NO'} |`,
    '',
    '| route | shows an editor | editor chunk loaded | as it should |',
    '|---|---|---|---|',
    ...editorLines,
  ];
}

export interface BrowserOptions {
  /**
   * Cold loads a screen (BENCH_LOADS, else 5): read when the bench runs, not when this module is imported, which
   * is before `npm run bench -- --quick` has chosen 1.
   */
  loads?: number;
  /** Only the phone rows (`-- --only phones`): the login page's and the editor's checks are left out too. */
  phonesOnly?: boolean;
}

/** The tables of the browser bench, as markdown lines under a heading. */
export async function browserLines({
  loads = Number(process.env.BENCH_LOADS ?? 5),
  phonesOnly = false,
}: BrowserOptions = {}): Promise<string[]> {
  const server = await startServer();
  const launch = await launchOptions(server.dataDir);
  const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args });
  const lines = [
    `| screen (demo data, cold load: empty cache, URL typed) | median of ${loads} | the loads | goal | met |`,
    '|---|---|---|---|---|',
  ];
  const editorLines: string[] = [];
  try {
    const state = await ownerState(browser, server.url);
    const driverState = await ownerState(browser, server.url, 'driver');
    await ensureTodaysRun(server.url, state.cookies.map(({ name, value }) => `${name}=${value}`).join('; '));
    for (const screen of SCREENS.filter(({ phone }) => phone || !phonesOnly)) {
      if (screen.needs) {
        const answer = await fetch(`${server.url}${screen.needs}`, {
          headers: { cookie: state.cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
        });
        if (answer.status !== 200) {
          lines.push(
            `| ${screen.name} | pending: \`${screen.needs.split('?')[0]}\` not on this build | – | ≤ 1.0 s | – |`,
          );
          continue;
        }
      }
      let measured: Awaited<ReturnType<typeof measureScreen>>;
      try {
        measured = await measureScreen(browser, server.url, screen.as ? driverState : state, screen, loads);
      } catch (error) {
        // A screen whose rows never show (an empty day, a changed screen) is reported, and the others still measured.
        lines.push(`| ${screen.name} | failed: ${String(error).split('\n')[0]} | – | ≤ 1.0 s | NO |`);
        continue;
      }
      const { times, editorLoaded } = measured;
      const ms = median(times);
      lines.push(
        `| ${screen.name} | ${(ms / 1000).toFixed(2)} s | ` +
          `${times.map((time) => (time / 1000).toFixed(2)).join(', ')} | ≤ 1.0 s | ` +
          `${ms <= GOAL_MS ? 'yes' : 'NO'} |`,
      );
      editorLines.push(`| ${screen.name} | no | ${editorLoaded ? 'yes' : 'no'} | ${editorLoaded ? 'NO' : 'yes'} |`);
    }
    if (!phonesOnly) lines.push('', ...(await scriptLines(browser, server.url, state, editorLines)));
  } finally {
    await browser.close();
    stop(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  return [`Browser: Chromium ${browser.version()}, build ${DIST}, ${loads} cold load(s) each.`, '', ...lines];
}
