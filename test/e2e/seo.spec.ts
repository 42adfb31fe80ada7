import { expect, test } from '@playwright/test';
import { logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

const ENTRY = 'Airport Transfers POP – Sosúa – Cabarete';

test('SEO-08 SEO-09 SEO-10 the owner edits an entry, then restores its earlier state from the history', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await logIn(page, 'owner');
  await page.getByRole('menuitem', { name: 'SEO' }).click();
  await page.getByRole('link', { name: 'View All' }).first().click();
  await expect(page).toHaveURL(/\/dueno\/seo\/pages$/);
  const row = page.getByRole('row').filter({ hasText: ENTRY });
  await row.getByRole('link', { name: 'Edit' }).click();
  const description = page.getByRole('textbox', { name: /^Meta descripción/ });
  const original = await description.inputValue();
  await description.fill('Traslados privados desde el aeropuerto POP a Sosúa y Cabarete.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/dueno\/seo\/pages$/);

  await page.getByRole('row').filter({ hasText: ENTRY }).getByRole('link', { name: 'Historial' }).click();
  await expect(page.getByText('Traslados privados desde el aeropuerto POP a Sosúa y Cabarete.')).toBeVisible();
  await page.getByRole('button', { name: 'Restaurar esta versión' }).first().click();
  await expect(page.getByText('Versión restaurada')).toBeVisible();

  await page.goBack();
  await page.getByRole('row').filter({ hasText: ENTRY }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Meta descripción/ })).toHaveValue(original);
  expect(errors).toEqual([]);
});

test(
  'SEO-27 SEO-28 DASH-05 a checklist item cycles on its icon, stays after a reload, and the dashboard shows ' +
    'the same score',
  async ({ page }) => {
    await openSignedIn(page, 'owner', '/ep-control/dueno/seo/checklist');
    const first = page.getByRole('button', { name: /: Correcto$/ }).first();
    const label = (await first.getAttribute('aria-label'))!.replace(/: Correcto$/, '');
    await first.click();
    await expect(page.getByRole('button', { name: `${label}: Mejorable` })).toBeVisible();
    const score = await page
      .getByText(/^\d+%$/)
      .first()
      .textContent();
    await page.reload();
    await expect(page.getByRole('button', { name: `${label}: Mejorable` })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByText(score!, { exact: true })).toBeVisible();
  },
);

test('SEO-35 SEO-36 keywords chosen in the finder join the site meta keywords once', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/seo/keywords');
  await page.getByRole('checkbox', { name: 'teleférico puerto plata' }).check();
  await page.getByRole('button', { name: /Añadir seleccionadas \(1\)/ }).click();
  await expect(page.getByText('Configuración SEO global guardada exitosamente')).toBeVisible();
  await page.getByRole('checkbox', { name: 'teleférico puerto plata' }).check();
  await page.getByRole('button', { name: /Añadir seleccionadas \(1\)/ }).click();
  await page.getByRole('link', { name: 'SEO' }).click();
  await expect(page.getByRole('textbox', { name: /^Palabras clave meta/ })).toHaveValue('teleférico puerto plata');
});
