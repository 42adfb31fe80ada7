import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { driverId, hotelPickup, signInByApi, watchConsole } from './support';
import { businessToday } from '../../src/domain/dates';
import { SESSION_KEY } from '../../src/admin/providers/session';

const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** Books through the owner's session; answers the booking's id. */
async function book(owner: Page, data: ReturnType<typeof hotelPickup>) {
  const created = await owner.request.post('/api/reservations', { data });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A phone whose every script of the app is refused: what shows is the page the server sent, before any script. */
async function phoneWithoutScripts(browser: Browser, cookies: Cookie[]) {
  const context = await browser.newContext(PHONE);
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts: string[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    scripts.push(route.request().url());
    return route.abort();
  });
  return { page, scripts, close: () => context.close() };
}

test(
  'DRIVER PERFORMANCE at 375 px his pickups of today are on screen before any script runs, and the app then ' +
    'shows the same day as its own screen',
  async ({ browser }) => {
    const office = await browser.newContext();
    const owner = await office.newPage();
    await signInByApi(owner, 'owner');
    const ramon = await driverId(owner, 'ramon.diaz');
    const id = await book(owner, hotelPickup(businessToday(), 'Early Rows', '04:05', ramon));

    const signedIn = await browser.newContext(PHONE);
    const login = await signedIn.newPage();
    const answer = await login.request.post('/api/auth/login', {
      data: { username: 'ramon.diaz', password: 'ramon.diaz' },
    });
    expect(answer.ok()).toBe(true);
    const session = JSON.stringify(await answer.json());

    const bare = await phoneWithoutScripts(browser, await signedIn.cookies());
    await bare.page.goto('/ep-control/conductor');
    await expect(bare.page.getByRole('heading', { name: 'Mis recogidas' })).toBeVisible();
    const pickup = bare.page.getByTestId(`pickup-${id}`);
    await expect(pickup).toBeVisible();
    await expect(pickup).toContainText('Early Rows');
    await expect(pickup).toContainText('Cabarete Beach Hotel');
    expect(bare.scripts.length).toBeGreaterThan(0);
    await bare.close();

    // The same phone with its scripts: the app mounts, drops the server's rows and shows its own card.
    const page = await signedIn.newPage();
    const errors = watchConsole(page);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, session]);
    await page.goto('/ep-control/conductor');
    const card = page.getByTestId(`pickup-${id}`);
    await expect(card.getByRole('button', { name: 'Presente' })).toBeVisible();
    await expect(page.locator('#first-rows')).toHaveCount(0);
    await expect(page.getByTestId(`pickup-${id}`)).toHaveCount(1);
    expect(errors).toEqual([]);
    await signedIn.close();
    await office.close();
  },
);

test(
  'MANIFEST PERFORMANCE at 375 px today’s manifest rows are on screen before any script runs, and the app then ' +
    'shows the same manifest as its own screen',
  async ({ browser }) => {
    const office = await browser.newContext(PHONE);
    const owner = await office.newPage();
    const errors = watchConsole(owner);
    await signInByApi(owner, 'owner');
    const id = await book(owner, hotelPickup(businessToday(), 'Manifest Early', '04:10'));

    const bare = await phoneWithoutScripts(browser, await office.cookies());
    await bare.page.goto('/ep-control/dueno/reservas/manifest');
    await expect(bare.page.getByRole('heading', { name: 'Manifiesto' })).toBeVisible();
    const row = bare.page.getByTestId(`manifest-booking-${id}`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Manifest Early');
    await expect(row.getByRole('link', { name: '+1 809 555 0100' })).toHaveAttribute('href', 'tel:+18095550100');
    expect(bare.scripts.length).toBeGreaterThan(0);
    await bare.close();

    await owner.goto('/ep-control/dueno/reservas/manifest');
    const line = owner.getByTestId(`manifest-booking-${id}`);
    await expect(line.getByRole('button', { name: 'Presente' })).toBeVisible();
    await expect(owner.locator('#first-rows')).toHaveCount(0);
    await expect(owner.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expect(owner.getByTestId(`manifest-booking-${id}`)).toHaveCount(1);
    expect(errors).toEqual([]);
    await office.close();
  },
);
