import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

const png = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer(),
});

const tiles = (page: Page) => page.locator('[data-testid^="gallery-tile-"]');
const tileSources = (page: Page) =>
  tiles(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

test(
  'SR-01 SR-03 PROP-02 PROP-16 PROP-17 PROP-18 VEH-04 the owner adds a property with three images, reorders ' +
    'them and changes the cover',
  async ({ page }) => {
    const errors = watchConsole(page);
    await logIn(page, 'owner');
    await page.getByRole('menuitem', { name: 'Sales & Rentals' }).click();
    await expect(page).toHaveURL(/\/dueno\/sales-rentals$/);
    await page.getByTestId('hub-card-properties-for-sale').click();
    await page.getByRole('link', { name: '+ Añadir propiedad' }).click();
    await expect(page).toHaveURL(/properties-for-sale\/add$/);

    await page.getByRole('textbox', { name: 'Title' }).fill('Casa frente al mar en Cofresí');
    await page.getByLabel('Precio (USD)').fill('245000');
    await page.getByLabel('Location').fill('Cofresí, Puerto Plata');
    await page.getByRole('checkbox', { name: 'Ocean View' }).check();
    await page
      .getByTestId('gallery-file-input')
      .setInputFiles([
        await png('red.png', '#e53935'),
        await png('green.png', '#43a047'),
        await png('blue.png', '#1e88e5'),
      ]);
    await expect(tiles(page)).toHaveCount(3);
    // Uploaded in the order chosen; the server names the files itself.
    const [red, green, blue] = await tileSources(page);
    expect(new Set([red, green, blue]).size).toBe(3);
    await expect(tiles(page).first().getByText('Cover')).toBeVisible();
    await expect(
      tiles(page)
        .first()
        .getByRole('button', { name: /Quitar/ }),
    ).toHaveCount(0);

    // Drag the third onto the first, then make the (now) third the cover with its button.
    await page.getByRole('button', { name: 'Arrastrar la imagen 3' }).dragTo(page.getByTestId('gallery-tile-0'));
    await expect.poll(() => tileSources(page)).toEqual([blue, red, green]);
    await page.getByRole('button', { name: 'Usar la imagen 3 como portada' }).click();
    await expect.poll(() => tileSources(page)).toEqual([green, blue, red]);
    await expect(tiles(page).first().getByText('Cover')).toBeVisible();

    await page.getByRole('button', { name: 'Guardar propiedad' }).click();
    await expect(page).toHaveURL(/properties-for-sale$/);
    const row = page.getByRole('row').filter({ hasText: 'Casa frente al mar en Cofresí' });
    await expect(row).toContainText('Pending Review');
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(tiles(page)).toHaveCount(3);
    expect(await tileSources(page)).toEqual([green, blue, red]);
    // The stored cover is a real image the server serves.
    const cover = await tiles(page).first().locator('img').getAttribute('src');
    expect((await page.request.get(cover!)).headers()['content-type']).toMatch(/^image\//);
    expect(errors).toEqual([]);
  },
);

test('PROP-12 the default listing image is served', async ({ page }) => {
  const answer = await page.request.get('/backend/media/1fvbfghdg.png');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
});

test(
  'VEH-28 VEH-29 VEH-32 the owner edits a rental vehicle: Update Vehicle, the banner for 3 s, the ' + 'change kept',
  async ({ page }) => {
    const errors = watchConsole(page);
    await openSignedIn(page, 'owner', '/ep-control/dueno/sales-rentals/vehicles-for-rent');
    const row = page.getByRole('row').filter({ hasText: 'Jeep Wrangler 4x4 Rental' });
    await expect(row).toContainText('/day');
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/vehicles-for-rent\/edit\/\d+$/);
    // Issue 23: back to where the owner came from (the rentals), not the vehicles for sale.
    await expect(page.getByRole('link', { name: 'Volver a vehículos' })).toHaveAttribute('href', /vehicles-for-rent$/);
    await page.getByRole('textbox', { name: 'Title' }).fill('Jeep Wrangler Sahara 4x4');
    await page.getByLabel('Kilometraje (km)').fill('41500');
    await page.getByRole('checkbox', { name: 'Turbo' }).check();
    await page.getByRole('button', { name: 'Update Vehicle' }).click();
    const banner = page.getByText('Vehicle updated successfully!');
    await expect(banner).toBeVisible();
    await expect(banner).toBeHidden({ timeout: 6_000 });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Jeep Wrangler Sahara 4x4');
    await expect(page.getByLabel('Kilometraje (km)')).toHaveValue('41500');
    await expect(page.getByRole('checkbox', { name: 'Turbo' })).toBeChecked();
    expect(errors).toEqual([]);
  },
);
