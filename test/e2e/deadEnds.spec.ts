import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openSignedIn } from './support';

const AREA = '/ep-control/dueno';
/** A real favicon.ico (pino's, MIT): 48, 32 and 16 px, 32-bit BMP images. */
const ICO = readFileSync(new URL('../server/fixtures/favicon.ico', import.meta.url));

test(
  'SHELL-21 STAFF at 1400 px Testimonios opens from the sidebar and each row’s Delete is whole, inside ' + 'the table',
  async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await openSignedIn(page, 'owner', AREA);
    await page.getByRole('menuitem', { name: 'Testimonios', exact: true }).click();
    await expect(page).toHaveURL(/\/dueno\/testimonials$/);
    const deletes = page.getByRole('row').getByRole('button', { name: 'Delete' });
    await expect(deletes.first()).toBeVisible();
    const table = page.getByRole('table');
    for (const button of await deletes.all()) {
      await button.scrollIntoViewIfNeeded();
      // Nothing covers it or cuts it: the point at its middle is the button itself.
      const hit = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return Boolean(atMiddle && element.contains(atMiddle));
      });
      expect(hit).toBe(true);
      const [buttonBox, tableBox] = [await button.boundingBox(), await table.boundingBox()];
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(Math.min(tableBox!.x + tableBox!.width, 1400));
    }
  },
);

test('SET-07 STAFF a real .ico chosen in the favicon picker is uploaded, saved and served as an icon', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'owner', `${AREA}/settings`);
  const picker = page.getByTestId('image-drop-favicon').locator('input[type=file]');
  // The settings load first (slow under load).
  await expect(picker).toHaveAttribute('accept', /image\/x-icon/, { timeout: 30_000 });
  await picker.setInputFiles({ name: 'favicon.ico', mimeType: 'image/x-icon', buffer: ICO });
  const preview = page.getByTestId('image-drop-favicon').getByRole('img');
  await expect(preview).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}\.ico$/);
  const url = (await preview.getAttribute('src'))!;
  // The browser draws it: a decoded icon has its width.
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  const form = page.locator('form', { has: page.getByTestId('image-drop-favicon') });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();
  const served = await request.get(url);
  expect(served.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const home = await (await request.get('/')).text();
  expect(home).toContain(`<link rel="icon" href="${url}" />`);
});
