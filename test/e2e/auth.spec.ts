import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

test(
  "SHELL-01 SHELL-08 the admin's empty path and unknown paths go to the login form; the root is the public " +
    'home page',
  async ({ page }) => {
    // DECISIONS (the public website): / is the visitors' home page; the admin keeps /ep-control.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/ep-control/');
    await expect(page).toHaveURL(/\/ep-control\/login$/);
    await page.goto('/ep-control/no-such-page');
    await expect(page).toHaveURL(/\/ep-control\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  },
);

test('SHELL-09 SHELL-10 SHELL-11 a wrong pair shows Invalid credentials; both fields are required', async ({
  page,
}) => {
  await page.goto('/ep-control/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Usuario').fill('dueno');
  await page.getByLabel('Contraseña').fill('wrong');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
});

test('SHELL-05 SHELL-07 SHELL-12 SHELL-13 the owner logs in to dueno; local storage keeps no password', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await logIn(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 5 })).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).toContain('"role\\":\\"owner\\"');
  expect(stored).not.toMatch(/password/i);
  expect(errors).toEqual([]);
});

test(
  'SHELL-06 SHELL-07 SHELL-14 a wrong role or no session on a dashboard goes to login; a stored session on ' +
    'login goes to its dashboard',
  async ({ page }) => {
    await page.goto('/ep-control/dueno');
    await expect(page).toHaveURL(/\/ep-control\/login$/);
    await openSignedIn(page, 'secretary', '/ep-control/dueno/users');
    await expect(page).toHaveURL(/\/ep-control\/secretaria\/?$/);
    await page.goto('/ep-control/login');
    await expect(page).toHaveURL(/\/ep-control\/secretaria\/?$/);
  },
);

test('SHELL-22 SHELL-23 Cerrar sesión ends the session and returns to login', async ({ page }) => {
  await logIn(page, 'owner');
  await page.getByRole('button', { name: /perfil|dueno/i }).click();
  await expect(page.getByRole('menuitem', { name: 'Perfil' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/ep-control\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await page.goto('/ep-control/dueno');
  await expect(page).toHaveURL(/\/ep-control\/login$/);
});

test('SHELL-12 the built app carries no password', () => {
  const assets = join(process.cwd(), process.env.E2E_DIST ?? 'dist', 'app', 'assets');
  const bundle = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
  expect(bundle.length).toBeGreaterThan(100_000);
  expect(bundle).not.toContain('dueno:dueno');
  expect(bundle).not.toContain('secretaria:secretaria');
  expect(bundle).not.toMatch(/password\s*:\s*["']dueno["']/);
});
