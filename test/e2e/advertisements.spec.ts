import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

const row = (page: import('@playwright/test').Page, title: string) => page.getByRole('row').filter({ hasText: title });

test.describe('advertising, as the owner', () => {
  test('ADS-17 ADS-19 ADS-21 an ad past its end date shows Expired, and the Expiration Monitor lists it', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Advertising', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Advertising Management', level: 5 })).toBeVisible();
    // Seeded active, bought 61 days ago on a 60-day plan: the server has moved it to expired.
    const ended = row(page, 'Hillside Villa with Pool, Sosúa');
    await expect(ended.getByText('Expired')).toHaveCount(2);
    await expect(ended.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(row(page, 'Land for sale in Montellano').getByText('No expiration')).toBeVisible();
    await page.getByRole('link', { name: 'Expiration Monitor' }).click();
    await expect(page).toHaveURL(/\/ep-control\/dueno\/advertisement-expiration$/);
    const expired = page.getByRole('region', { name: 'Expired' });
    await expect(expired.getByText('Hillside Villa with Pool, Sosúa')).toBeVisible();
    const expiring = page.getByRole('region', { name: 'Vencen en los próximos 7 días' });
    await expect(expiring.getByText('Toyota RAV4 2021')).toBeVisible();
    await expect(expiring.getByText('6d left')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('ADS-26 ADS-30 ADS-33 ADS-34 ADS-16 creates an ad for a vehicle and marks it paid', async ({ page }) => {
    const errors = watchConsole(page);
    await openSignedIn(page, 'owner', '/ep-control/dueno/advertising');
    const total = Number(await page.getByLabel('Total Ads').textContent());
    await page.getByRole('link', { name: 'Create New Advertisement' }).click();
    await expect(page).toHaveURL(/\/advertising\/create$/);
    const create = page.getByRole('button', { name: 'Crear anuncio' });
    await expect(create).toBeDisabled();
    await page.getByRole('button', { name: 'Vehículo' }).click();
    await page.getByRole('radio', { name: 'Honda Dio Scooter Rental' }).click();
    await page.getByRole('radio', { name: 'Basic' }).click();
    await expect(page.getByText('Status: Will be created as active')).toBeVisible();
    await create.click();
    await expect(page.getByText('Advertisement created successfully!')).toBeVisible();
    await expect(create).toBeDisabled();

    await page.getByRole('link', { name: 'Volver a publicidad' }).click();
    await expect(page.getByLabel('Total Ads')).toHaveText(String(total + 1));
    await page.getByPlaceholder('Search by title or plan...').fill('Honda Dio');
    const created = row(page, 'Honda Dio Scooter Rental');
    await expect(created.getByText('Pendiente')).toBeVisible();
    await expect(created.getByText('30d left')).toBeVisible();
    await created.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(created.getByText('Pagado', { exact: true })).toBeVisible();
    await expect(created.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);
    await page.reload();
    await expect(row(page, 'Honda Dio Scooter Rental').getByText('Pagado', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('PLAN-01 PLAN-04 PLAN-02 PLAN-03 plans: add one with the defaults, edit it in its card, delete it', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Advertising Plans' }).click();
    await expect(page.getByRole('article', { name: 'Premium' })).toBeVisible();
    await page.getByRole('button', { name: 'Add New Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Plan' });
    await expect(dialog.getByLabel(/^Duración/)).toHaveValue('30');
    await dialog.getByLabel(/^Name/).fill('Weekend special');
    await dialog.getByRole('button', { name: /Guardar|Save/ }).click();
    await expect(page.getByText('Plan created successfully!')).toBeVisible();
    const card = page.getByRole('article', { name: 'Weekend special' });
    await expect(card.getByText('Free')).toBeVisible();
    await card.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel(/^Precio \(USD\)/).fill('4.5');
    await page.getByRole('button', { name: /Guardar|Save/ }).click();
    await expect(page.getByText('Plan updated successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Weekend special' }).getByText('$4.50')).toBeVisible();
    await page.getByRole('article', { name: 'Weekend special' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this plan?')).toBeVisible();
    await page.getByRole('button', { name: /confirm/i }).click();
    await expect(page.getByText('Plan deleted successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Weekend special' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the dashboard says what needs the owner today; expiring ads open the monitor', async ({ page }) => {
    await logIn(page, 'owner');
    const today = page.getByRole('region', { name: /Lo que necesita tu atención hoy|What needs you today/ });
    await expect(today.getByTestId('today-expiring_ads')).not.toHaveText('0');
    await today.getByRole('link', { name: /Anuncios que vencen|Ads expiring/ }).click();
    await expect(page).toHaveURL(/\/advertisement-expiration$/);
    await expect(page.getByRole('heading', { name: 'Expiration Monitor', level: 5 })).toBeVisible();
  });
});
