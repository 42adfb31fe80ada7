import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { CREDENTIALS } from './support';

const KB = 1000;
/** A string of ra-core's own code (a message key it passes to notify): present in a script = react-admin loaded. */
const REACT_ADMIN_MARK = 'ra.notification.logged_out';

interface Script {
  url: string;
  gzipBytes: number;
  reactAdmin: boolean;
}

/** The gzip size of a script as sent: the transferred size if the server compressed it, else gzip of its body. */
async function measure(response: Response): Promise<Script> {
  const body = await response.body();
  const encoded = response.headers()['content-encoding'];
  const gzipBytes = encoded ? (await response.request().sizes()).responseBodySize : gzipSync(body).length;
  return { url: response.url(), gzipBytes, reactAdmin: body.includes(REACT_ADMIN_MARK) };
}

/** Records every JavaScript file the page fetches, measured once it has arrived. */
function watchScripts(page: Page): Promise<Script>[] {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.push(measure(response));
  });
  return scripts;
}

/** Logs the owner in on the page already open, so the login's scripts are not fetched twice. */
async function submitOwner(page: Page) {
  const { username, password } = CREDENTIALS.owner;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const total = (scripts: Script[]) => scripts.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);

test('SHELL-09 the login page loads under 150 kB of gzip JavaScript, without react-admin; the owner dashboard under 440 kB', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/ep-control/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const login = await Promise.all(scripts);
  expect(login.length).toBeGreaterThan(0);
  expect(login.filter(({ reactAdmin }) => reactAdmin).map(({ url }) => url)).toEqual([]);
  expect(total(login)).toBeLessThanOrEqual(150 * KB);

  await submitOwner(page);
  await expect(page).toHaveURL(/\/ep-control\/dueno\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 5 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dashboard = await Promise.all(scripts);
  expect(dashboard.some(({ reactAdmin }) => reactAdmin)).toBe(true);
  // 400 kB until the bookings screens and both language catalogs joined the first load (420.8 kB measured), then
  // the one date formatter (date-fns with both locales) and the day's run words (432.9 kB measured on 2026-11-25);
  // issue 25 is where it comes back down (bench:browser prints it).
  expect(total(dashboard)).toBeLessThan(440 * KB);
});

test('SHELL-24 when the admin chunk cannot load, the screen shows Error loading admin panel with Reload Page', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/ep-control/login');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loginUrls = new Set((await Promise.all(scripts)).map(({ url }) => url));
  await page.route('**/*.js', (route) => (loginUrls.has(route.request().url()) ? route.continue() : route.abort()));

  await submitOwner(page);
  await expect(page.getByText('Error loading admin panel')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});
