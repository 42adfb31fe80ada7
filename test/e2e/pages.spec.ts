import { expect, test } from '@playwright/test';
import { confirmDialog, logIn, openSignedIn, watchConsole } from './support';

test.describe.configure({ mode: 'serial' });

test('PAGE-03 PAGE-04 PAGE-06 the secretary creates a page with rich content; it starts as Borrador', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await logIn(page, 'secretary');
  await page.getByRole('menuitem', { name: 'Pages' }).click();
  await page.getByRole('link', { name: '+ Nueva Página' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Excursión a Cayo Arena');
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Snorkel en el arrecife de Punta Rucia.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/secretaria\/pages$/);
  const row = page.getByRole('row').filter({ hasText: 'Excursión a Cayo Arena' });
  await expect(row).toContainText('Borrador');
  expect(errors).toEqual([]);
});

test('PAGE-02 PAGE-04 editing publishes the page and keeps its content', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/pages');
  await page
    .getByRole('row')
    .filter({ hasText: 'Excursión a Cayo Arena' })
    .getByRole('link', { name: 'Editar' })
    .click();
  await expect(page.locator('.ProseMirror')).toContainText('Punta Rucia');
  await page.getByRole('combobox', { name: /Estado/ }).click();
  await page.getByRole('option', { name: 'Publicado' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/dueno\/pages$/);
  await expect(page.getByRole('row').filter({ hasText: 'Excursión a Cayo Arena' })).toContainText('Publicado');
});

test('PAGE-05 PAGE-08 a page without a title is not saved and the form stays open', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/pages/create');
  await page.getByRole('textbox', { name: 'Título' }).fill('x');
  await page.getByRole('textbox', { name: 'Título' }).fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El título es obligatorio')).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/create$/);
});

test('PAGE-03 Eliminar asks for confirmation and removes the page', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/pages');
  await page
    .getByRole('row')
    .filter({ hasText: 'Excursión a Cayo Arena' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('¿Seguro que deseas eliminar esta página?')).toBeVisible();
  await confirmDialog(page, 'Confirmar');
  await expect(page.getByRole('row').filter({ hasText: 'Excursión a Cayo Arena' })).toHaveCount(0);
});
