import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { confirmDialog, logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 260, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test(
  'MEDIA-02 MEDIA-01 the secretary uploads several images at once; a text file is refused with its reason; the ' +
    'list shows their thumbnails',
  async ({ page }) => {
    const errors = watchConsole(page);
    await logIn(page, 'secretary');
    await page.getByRole('menuitem', { name: 'Media' }).click();
    await expect(page.getByText('damajagua-falls.jpg')).toBeVisible();
    await page.getByTestId('media-upload-input').setInputFiles([
      { name: 'playa-sosua.png', mimeType: 'image/png', buffer: await picture(30, 140, 200) },
      { name: 'malecon-atardecer.png', mimeType: 'image/png', buffer: await picture(230, 120, 40) },
      {
        name: 'lista-precios.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Traslado POP - Sosúa: 35 USD\n'.repeat(30)),
      },
    ]);
    await expect(page.getByText('El archivo no es una imagen JPEG, PNG, WebP o GIF')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'lista-precios.png' })).toBeVisible();
    for (const name of ['playa-sosua.png', 'malecon-atardecer.png']) {
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('image/png');
      const thumbnail = row.getByRole('img');
      await expect(thumbnail).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.thumb\.webp$/);
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByRole('row').filter({ hasText: 'lista-precios.png' })).toHaveCount(0);
    // The refused upload's 400 shows in the console as a failed request; nothing else may.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  },
);

test('MEDIA-03 renaming a file and setting its alt text', async ({ page }) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/media');
  await page.getByRole('row').filter({ hasText: 'malecon-atardecer.png' }).getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Malecón al atardecer.png');
  await page.getByRole('textbox', { name: 'Texto alternativo' }).fill('El Malecón de Puerto Plata al atardecer');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/secretaria\/media$/);
  await expect(page.getByRole('row').filter({ hasText: 'Malecón al atardecer.png' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'malecon-atardecer.png' })).toHaveCount(0);
});

test('MEDIA-01 Delete asks for confirmation and removes the file from the list and from /media', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/media');
  const row = page.getByRole('row').filter({ hasText: 'playa-sosua.png' });
  const src = await row.getByRole('img').getAttribute('src');
  const fileUrl = src!.replace('.thumb.webp', '.png');
  expect((await request.get(fileUrl)).status()).toBe(200);
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, 'Confirmar');
  await expect(page.getByRole('row').filter({ hasText: 'playa-sosua.png' })).toHaveCount(0);
  expect((await request.get(fileUrl)).status()).toBe(404);
});
