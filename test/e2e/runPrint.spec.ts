import { expect, test } from '@playwright/test';
import { signInByApi, watchConsole } from './support';
import { daysFromToday } from '../days';

/** A phone booking on the Damajagua tour (its long name is the one a calendar cell used to cut). */
const booking = (fecha: string, nombre: string, adults: number) => ({
  nombre,
  fecha,
  tour_id: 1,
  adults,
  children: 0,
  telefono: '+1 809 555 0100',
  language: 'es',
  pickup_place: 'Casa Colonial',
  pickup_time: '08:00',
  source: 'phone',
  estado: 'confirmada',
  overbook: true,
});

test(
  'MANIFEST at 1366 px the printed manifest takes the whole page width, and the calendar’s tour lines show ' +
    'their counts and the places left',
  async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInByApi(page, 'owner');
    const fecha = daysFromToday(330);
    for (const [name, adults] of [
      ['Print Uno', 3],
      ['Print Dos', 2],
    ] as const)
      expect((await page.request.post('/api/reservations', { data: booking(fecha, name, adults) })).status()).toBe(201);

    await page.goto(`/ep-control/dueno/reservas/manifest?date=${fecha}`);
    const departure = page.getByRole('region', { name: '27 Damajagua Waterfalls' });
    await expect(departure).toBeVisible();
    // The server's first rows of the day (routes/first-rows) show the same region before the app: its own card is
    // the one measured, once it has taken their place.
    await expect(page.locator('#first-rows')).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.RaSidebar-root').first()).toBeHidden();
    const printed = (await departure.boundingBox())!;
    // No column is kept for the hidden menu: the card starts at the page's edge and spans it.
    expect(printed.x).toBeLessThan(40);
    expect(printed.width).toBeGreaterThan(1366 - 80);

    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/ep-control/dueno/reservas/calendar?month=${fecha.slice(0, 7)}`);
    const cell = page.getByTestId(`calendar-${fecha}`);
    const line = cell.getByTestId('calendar-tour-1');
    await expect(line).toBeVisible();
    await expect(line).toContainText('5');
    await expect(cell.getByTestId(`calendar-left-${fecha}`)).toContainText('Quedan');
    const box = (await cell.boundingBox())!;
    const count = (await line.locator('span, p').nth(1).boundingBox())!;
    // The count sits inside its cell, not clipped past its right edge.
    expect(count.x + count.width).toBeLessThanOrEqual(box.x + box.width);
    expect(count.width).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  },
);
