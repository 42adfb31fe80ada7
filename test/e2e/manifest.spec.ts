import { expect, test } from '@playwright/test';
import { hotelPickup, logIn, watchConsole } from './support';
import { businessToday } from '../../src/domain/dates';

test(
  'MANIFEST a morning at 375 px: today’s manifest, two guests checked in, one no-show, a balance paid at ' +
    'pickup, printed without the app',
  async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    // The manifest opens on Puerto Plata's day, whatever the browser's clock says.
    const today = businessToday();
    const ids: number[] = [];
    for (const [name, time] of [
      ['Morning Uno', '06:05'],
      ['Morning Dos', '06:10'],
      ['Morning Tres', '06:15'],
    ]) {
      const created = await page.request.post('/api/reservations', { data: hotelPickup(today, name, time) });
      expect(created.status()).toBe(201);
      ids.push(((await created.json()) as { id: number }).id);
    }
    // A later departure of the day, so this one prints on a page of its own whatever the demo holds today (on a
    // quiet weekday it was the day's only departure, the last, which prints with no break after it).
    const later = await page.request.post('/api/reservations', {
      data: { ...hotelPickup(today, 'Evening Cuatro', '23:50'), tour_id: 4 },
    });
    expect(later.status()).toBe(201);

    await page.goto('/ep-control/dueno/reservas/manifest');
    const departure = page.getByRole('region', { name: 'Cabarete Kitesurf Lesson' });
    await expect(departure.getByTestId(`manifest-booking-${ids[0]}`)).toBeVisible();
    const guest = (index: number) => departure.getByTestId(`manifest-booking-${ids[index]}`);

    await guest(0).getByRole('button', { name: 'Presente' }).click();
    await expect(guest(0).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    await guest(1).getByRole('button', { name: 'Presente' }).click();
    await expect(guest(1).getByRole('button', { name: 'Presente' })).toHaveAttribute('aria-pressed', 'true');
    await guest(2).getByRole('button', { name: 'No se presentó' }).click();
    await expect(guest(2).getByRole('button', { name: 'No se presentó' })).toHaveAttribute('aria-pressed', 'true');
    await expect(guest(0).getByRole('link', { name: 'Llamar Morning Uno' })).toHaveAttribute(
      'href',
      'tel:+18095550100',
    );

    // The balance is paid at pickup: recorded from the manifest, it stops showing as owed.
    await expect(guest(0)).toContainText('Por cobrar');
    await guest(0).getByRole('button', { name: 'Cobrar Morning Uno' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Importe')).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(guest(0)).not.toContainText('Por cobrar');
    await expect(guest(1)).toContainText('Por cobrar');
    const stored = (await (await page.request.get(`/api/reservations/${ids[0]}`)).json()) as {
      balance: number;
      checkin: string;
      payments: { method: string }[];
    };
    expect(stored).toMatchObject({ balance: 0, checkin: 'presente', payments: [{ method: 'cash' }] });

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.MuiAppBar-root')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mañana' })).toBeHidden();
    await expect(guest(1).getByRole('button', { name: 'Cobrar Morning Dos' })).toBeHidden();
    await expect(departure).toBeVisible();
    expect(await departure.evaluate((element) => getComputedStyle(element).breakAfter)).toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  },
);
