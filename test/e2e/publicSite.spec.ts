import { expect, test } from '@playwright/test';
import { logIn, watchConsole } from './support';
import { daysFromToday } from '../days';
import { notificationDay } from '../../src/domain/notifications';

const TOURS = '/tours-and-excursions-in-puerto-plata';

test.use({ viewport: { width: 375, height: 800 } });

test(
  'PUBLIC a visitor on a phone finds a tour, gets the quote for 2 adults and 1 child, books it and the owner ' +
    'sees it in Reservas and on the bell',
  async ({ page }) => {
    // A CSP refusal of the page script or of its requests is a console error.
    const errors = watchConsole(page);
    await page.goto(TOURS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tours y excursiones en Puerto Plata');
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: '27 Damajagua Waterfalls' }).click();
    await expect(page).toHaveURL(`${TOURS}/damajagua-waterfalls`);

    const form = page.locator('form[data-booking]');
    await form.getByLabel('Fecha').fill(daysFromToday(150));
    await expect(form.locator('[data-places]')).toHaveText('Quedan 36 plazas ese día');
    await form.getByLabel('Adultos').fill('2');
    await form.getByLabel('Niños').fill('1');
    await expect(form.locator('[data-total]')).toHaveText('US$85');
    await expect(form.locator('[data-people]')).toHaveText('(3 personas)');
    await form.getByLabel('Adultos').fill('5');
    await expect(form.locator('[data-total]')).toHaveText('US$115');
    await form.getByLabel('Adultos').fill('2');
    await expect(form.locator('[data-total]')).toHaveText('US$85');
    const pickup = form.getByLabel('Lugar de recogida');
    if ((await pickup.evaluate((element) => element.tagName)) === 'SELECT') await pickup.selectOption({ index: 1 });
    else await pickup.fill('Amber Cove');
    // A ship not among the day's calls is typed under "Otro barco" only.
    await expect(form.getByLabel('¿Qué barco?')).toBeHidden();
    await form.getByLabel('Barco (si viene en crucero)').selectOption({ label: 'Otro barco' });
    await form.getByLabel('¿Qué barco?').fill('Carnival Magic');
    await form.getByLabel('Nombre').fill('Visitante Público');
    await form.getByLabel('Email').fill('visitante.publico@example.com');
    await form.getByRole('button', { name: 'Reservar' }).click();

    const done = page.getByRole('status').filter({ hasText: '¡Reserva recibida!' });
    await expect(done).toBeVisible();
    const reference = (await done.locator('[data-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^EP-\d{6}$/);
    expect(errors).toEqual([]);

    await logIn(page, 'owner');
    // The bell's own list: after a full browser run it holds many notifications, so the booking's is looked up there.
    const bell = JSON.stringify(await (await page.request.get('/api/admin-notifications')).json());
    // An earlier browser test may have renamed the tour (a drag-order walk appends to its name).
    expect(bell).toMatch(
      new RegExp(
        `Nueva reserva: 27 Damajagua Waterfalls[^"]* para 3 personas \\(${notificationDay(daysFromToday(150))}` +
          `\\) — Visitante Público`,
      ),
    );
    // The reference is the booking's id: its record in Reservas opens at that address. (The list's default window
    // reaches three months past the current one; a booking 150 days ahead may be beyond it.)
    await page.goto(`/ep-control/dueno/reservas/${Number(reference.slice(3))}`);
    await expect(page.getByRole('heading', { name: 'Visitante Público', level: 1 })).toBeVisible();
    await expect(page.getByText('Barco: Carnival Magic')).toBeVisible();
    // The detail offers to write to the guest at the address the visitor gave.
    await expect(page.locator('a[href="mailto:visitante.publico@example.com"]').first()).toBeAttached();
  },
);

test(
  'PUBLIC a day and a party chosen before the page script has arrived still get their places and ' + 'their quote',
  async ({ page }) => {
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/public-site.js', async (route) => {
      await arrived;
      await route.continue();
    });
    // The page is shown as soon as its HTML is in; its script comes later, as on a slow phone connection.
    await page.goto(`${TOURS}/damajagua-waterfalls`, { waitUntil: 'commit' });
    const form = page.locator('form[data-booking]');
    await form.getByLabel('Fecha').fill(daysFromToday(151));
    await form.getByLabel('Adultos').fill('2');
    await form.getByLabel('Niños').fill('1');
    await expect(form.getByRole('button', { name: 'Reservar' })).toBeDisabled();
    release();
    await expect(form.locator('[data-places]')).toHaveText(/^Quedan \d+ plazas ese día$/);
    await expect(form.locator('[data-total]')).toHaveText('US$85');
    await expect(form.getByRole('button', { name: 'Reservar' })).toBeEnabled();
    // The first day bookable is the script's to set (the page carries it as data-min).
    await expect(form.getByLabel('Fecha')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  },
);

test('PUBLIC a cruise visitor picks their ship from the calls of the day they choose', async ({ page }) => {
  // The demo's ships call on Tuesdays, Wednesdays and Saturdays around today: the first such day ahead.
  let day = '';
  let calls: Array<{ ship: string; all_aboard_time: string }> = [];
  for (let ahead = 2; ahead < 12 && calls.length === 0; ahead += 1) {
    day = daysFromToday(ahead);
    calls = await (await page.request.get(`/api/ship-calls/of-day?date=${day}`)).json();
  }
  expect(calls.length).toBeGreaterThan(0);
  await page.goto(`${TOURS}/damajagua-waterfalls`);
  const form = page.locator('form[data-booking]');
  const ship = form.getByLabel('Barco (si viene en crucero)');
  await form.getByLabel('Fecha').fill(day);
  await expect(ship.locator('option')).toHaveText([
    'No vengo en crucero',
    ...calls.map((call) => `${call.ship} · todos a bordo ${call.all_aboard_time}`),
    'Otro barco',
  ]);
  await ship.selectOption({ index: 1 });
  await expect(form.getByLabel('¿Qué barco?')).toBeHidden();
});

test(
  'PUBLIC bad input shows the server messages under the fields: a past day, no contact, a party over ' + 'the capacity',
  async ({ page }) => {
    await page.goto(`${TOURS}/damajagua-waterfalls`);
    const form = page.locator('form[data-booking]');
    await form.getByLabel('Fecha').fill(daysFromToday(-2));
    await form.getByLabel('Nombre').fill('Sin Contacto');
    await form.getByRole('button', { name: 'Reservar' }).click();
    await expect(form.locator('#e-fecha')).toHaveText('La fecha de la reserva debe ser hoy o posterior');
    await expect(form.locator('#e-email')).toHaveText('Indica un email o un teléfono para poder confirmar tu reserva');
    await expect(form.locator('#e-telefono')).toHaveText(
      'Indica un email o un teléfono para poder confirmar tu reserva',
    );
    await expect(form.getByLabel('Fecha')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Fecha').fill(daysFromToday(151));
    await form.getByLabel('Teléfono').fill('+1 809 555 0199');
    await form.getByLabel('Adultos').fill('13');
    await expect(form.locator('[data-total]')).toHaveText('—');
    await form.getByRole('button', { name: 'Reservar' }).click();
    await expect(form.locator('#e-personas')).toHaveText(/12/);
    await expect(form.locator('#e-fecha')).toHaveText('');
    await expect(form.locator('#e-email')).toHaveText('');
    await expect(page.getByText('¡Reserva recibida!')).toHaveCount(0);
  },
);

test('PUBLIC the language selector shows the site in English and the contact form reaches the inbox', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  const form = page.locator('form[data-contact]');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('#e-nombre')).not.toHaveText('');
  await form.getByLabel('Name').fill('Contact Visitor');
  await form.getByLabel('Email').fill('contact.visitor@example.com');
  await form.getByLabel('Message').fill('Do you pick up at Taino Bay?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you, we received your message.')).toBeVisible();
  // English has its own URLs, so every page after the selector's link speaks it.
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The server's Spanish messages show in English on an English page.
  await page.goto(`/en${TOURS}/damajagua-waterfalls`);
  const booking = page.locator('form[data-booking]');
  // Two days back: the business's today (UTC-4) is still yesterday in UTC for four hours each night.
  await booking.getByLabel('Date').fill(daysFromToday(-2));
  await booking.getByRole('button', { name: 'Book' }).click();
  await expect(booking.locator('#e-email')).toHaveText('Give an email or a phone so the booking can be confirmed');
  await expect(booking.locator('#e-fecha')).toHaveText('The booking date must be today or later');
});

test(
  'PUBLIC an unknown page answers the site 404 page on a phone, under /ep-control/ too; the app keeps its own ' +
    'public pages',
  async ({ page }) => {
    for (const path of [
      `${TOURS}/no-such-tour`,
      `/ep-control${TOURS}/no-such-tour`,
      '/ep-control/faq/no-such-question',
    ]) {
      const answer = await page.goto(path);
      expect([path, answer?.status()]).toEqual([path, 404]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
      await expect(page.getByRole('link', { name: 'EP Puerto Plata Taxi & Tours' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    const faq = await page.goto('/ep-control/faq');
    expect(faq?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Página no encontrada');
  },
);
