import { expect, type Page } from '@playwright/test';
import { SESSION_KEY } from '../../src/admin/providers/session';

export const CREDENTIALS = {
  owner: { username: 'dueno', password: 'dueno', area: '/ep-control/dueno' },
  secretary: { username: 'secretaria', password: 'secretaria', area: '/ep-control/secretaria' },
} as const;

export type Who = keyof typeof CREDENTIALS;

export async function logIn(page: Page, who: Who) {
  const { username, password, area } = CREDENTIALS[who];
  await page.goto('/ep-control/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${area}/?$`));
}

/**
 * Signs in through the API and opens `path`, for tests about a screen rather than about signing in (auth.spec.ts
 * and the menu walks sign in on the login page). It spares two page loads, the login page's and the dashboard's,
 * each most of a second of the browser's CPU.
 */
export async function openSignedIn(page: Page, who: Who, path: string) {
  await signInByApi(page, who);
  await page.goto(path);
}

/**
 * Signs `page`'s context in through the API, so its `page.request` calls carry the session, and has the next page
 * it opens start signed in (see openSignedIn).
 */
export async function signInByApi(page: Page, who: Who) {
  const { username, password } = CREDENTIALS[who];
  const answer = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  // The app keeps who is signed in beside the cookie (providers/session.ts), as the login page writes it: written
  // before the app's first script runs, once for this tab, so a later sign-out stays signed out.
  await page.addInitScript(
    ([key, session]) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', 'yes');
      localStorage.setItem(key, session);
    },
    [SESSION_KEY, JSON.stringify(await answer.json())],
  );
}

/** Collects console errors and uncaught exceptions of a page, to assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Confirms the open dialog with its `button` and waits for the dialog to close, when a confirmed delete has been
 * answered. While a dialog is open the page behind it is aria-hidden: no getByRole query finds anything there, so
 * an absence asserted before it closes passes whatever happened.
 */
export async function confirmDialog(page: Page, button: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** A confirmed phone booking on `fecha` of the kitesurf lesson (tour 8) with a hotel pickup, for `driver_id`. */
export const hotelPickup = (fecha: string, nombre: string, pickup_time: string, driver_id?: number) => ({
  nombre,
  fecha,
  tour_id: 8,
  adults: 1,
  children: 0,
  telefono: '+1 809 555 0100',
  pickup_kind: 'hotel',
  pickup_place: 'Cabarete Beach Hotel',
  pickup_time,
  source: 'phone',
  estado: 'confirmada',
  overbook: true,
  driver_id,
});

/** The user id of the driver `username` (the demo's is ramon.diaz), read through a staff member's session. */
export async function driverId(staff: Page, username: string): Promise<number> {
  const drivers = (await (await staff.request.get('/api/users?filter={"role":"Driver"}')).json()) as {
    id: number;
    username: string;
  }[];
  return drivers.find((driver) => driver.username === username)!.id;
}
