import { expect, test } from '@playwright/test';
import { openSignedIn, watchConsole } from './support';

test.setTimeout(120_000);
test.use({ viewport: { width: 375, height: 812 } });

test(
  'BOOKING at 375 px the owner takes a phone booking, records its payment and sees it paid in full ' + 'on its card',
  async ({ page }) => {
    const errors = watchConsole(page);
    await openSignedIn(page, 'owner', '/ep-control/dueno/reservas/create');

    await page.getByRole('combobox', { name: 'Tour' }).click();
    await page.getByRole('option', { name: 'Puerto Plata City Tour' }).click();
    await page.getByLabel('Adultos').fill('5');
    await page.getByLabel('Niños').fill('1');
    // $55 for up to 4 people, $15 each beyond: the city tour prices children as adults.
    await expect(page.getByTestId('live-quote')).toHaveText('Precio según tarifa: $85.00');
    await page.getByLabel('Nombre').fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+1 809 555 0100');
    await page.getByRole('combobox', { name: 'Recogida' }).click();
    await page.getByRole('option', { name: 'Hotel' }).click();
    await page.getByLabel('Lugar de recogida').fill('Casa Colonial');
    await page.getByRole('button', { name: 'Guardar' }).click();

    await expect(page).toHaveURL(/\/dueno\/reservas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByTestId('money-total')).toHaveText('$85.00');
    await expect(page.getByTestId('money-due')).toHaveText('$85.00');
    await expect(page.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+18095550100');

    await page.getByRole('button', { name: 'Registrar pago' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Importe')).toHaveValue('85');
    await dialog.getByLabel('Referencia').fill('Recibo 117');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('money-paid')).toHaveText('$85.00');
    await expect(page.getByTestId('money-due')).toHaveText('$0.00');
    await expect(page.getByText(/Recibo 117/)).toBeVisible();

    await page.goto('/ep-control/dueno/reservas');
    await page.getByRole('tab', { name: 'diario' }).click();
    const card = page.getByTestId('booking-card').filter({ hasText: 'Grace Hopper' });
    await expect(card).toContainText('Puerto Plata City Tour');
    await expect(card).toContainText('6 personas');
    await expect(card).toContainText('Pagada');
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);
