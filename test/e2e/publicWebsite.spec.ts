import { expect, test } from '@playwright/test';
import { businessToday } from '../../src/domain/dates';
import { signInByApi, watchConsole } from './support';

test(
  'PUBLIC a visitor lands on the home page in French, switches to English, reads a post, books an airport ' +
    'transfer, and the owner sees it on the manifest',
  async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Bateaux de croisière au port cette semaine' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Cruise ships in port this week' })).toBeVisible();

    // By its address: the navigation walks of this worker's earlier specs edit the public menu (its own tests prove
    // it).
    await page.goto('/en/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'Read more' }).first().click();
    await expect(page).toHaveURL(/\/en\/blog\/[a-z0-9-]+$/);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to the blog' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Airport Transfers' }).click();
    await expect(page).toHaveURL(/\/en\/airport-transfers$/);
    const form = page.locator('form[data-transfer]');
    await form.getByLabel('To').selectOption({ label: 'Cabarete' });
    await expect(form.locator('[data-total]')).toHaveText('US$55');
    // Today in Puerto Plata: the manifest opens on that day.
    await expect(form.getByLabel('Date of the transfer')).toHaveAttribute('min', businessToday());
    await form.getByLabel('Date of the transfer').fill(businessToday());
    await form.getByLabel('Passengers').fill('3');
    await form.getByLabel('Bags').fill('4');
    await form.getByLabel('Flight number').fill('B6 1234');
    await form.getByLabel('Arrival time').fill('15:45');
    await form.getByRole('button', { name: 'Book the transfer' }).click();
    // No contact yet: the server's message, in English.
    await expect(form.locator('#te-email')).toHaveText('Give an email or a phone so the booking can be confirmed');
    await form.getByLabel('Name').fill('Claire Dubois');
    await form.getByLabel('Email').fill('claire.dubois@example.com');
    await form.getByRole('button', { name: 'Book the transfer' }).click();
    await expect(page.getByText('Transfer booked!')).toBeVisible();
    const reference = await page.locator('[data-reference]').textContent();
    const id = Number(reference?.replace(/^EP-0*/, ''));
    expect(id).toBeGreaterThan(0);
    // The one refused submission above is the browser's only complaint.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);

    await signInByApi(page, 'owner');
    await page.goto('/ep-control/dueno/reservas/manifest');
    const line = page.getByTestId(`manifest-booking-${id}`);
    await expect(line).toBeVisible();
    await expect(line).toContainText('Claire Dubois');
    await expect(line).toContainText('Cabarete');
    await expect(line).toContainText('B6 1234');
  },
);

test(
  'PUBLIC a French visitor books a transfer on the French page: the booking is stored in French, and the ' +
    'manifest marks it FR',
  async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/fr/airport-transfers');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const form = page.locator('form[data-transfer]');
    await form.getByLabel('Arrivée', { exact: true }).selectOption({ label: 'Cabarete' });
    await form.getByLabel('Date du transfert').fill(businessToday());
    await form.getByLabel('Passagers').fill('2');
    await form.getByLabel('Nom', { exact: true }).fill('Amélie Laurent');
    await form.getByLabel('E-mail').fill('amelie.laurent@example.com');
    await form.getByRole('button', { name: 'Réserver le transfert' }).click();
    await expect(page.getByText('Transfert réservé !')).toBeVisible();
    const id = Number((await page.locator('[data-reference]').textContent())?.replace(/^EP-0*/, ''));
    expect(errors).toEqual([]);

    await signInByApi(page, 'owner');
    const stored = (await (await page.request.get(`/api/reservations/${id}`)).json()) as { language: string };
    expect(stored.language).toBe('fr');
    await page.goto('/ep-control/dueno/reservas/manifest');
    const line = page.getByTestId(`manifest-booking-${id}`);
    await expect(line).toContainText('Amélie Laurent');
    await expect(line).toContainText('FR');
  },
);
