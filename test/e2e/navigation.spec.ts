import { expect, test, type Page } from '@playwright/test';
import { confirmDialog, logIn, openSignedIn, watchConsole } from './support';

const rows = (page: Page) => page.locator('[data-testid^="nav-row-"]');
const names = async (page: Page) => rows(page).locator('td:nth-child(2)').allTextContents();

test.describe.configure({ mode: 'serial' });

test('NAV-06 NAV-09 NAV-11 the secretary adds a link; Tours on /tours is saved as the tours page', async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, 'secretary');
  // Specs before this one in the worker may have added or reordered links: the new one goes after the last.
  const links = (await (await page.request.get('/api/navigation')).json()) as Array<{ order: number }>;
  const last = Math.max(...links.map(({ order }) => order));
  await page.getByRole('menuitem', { name: 'Navigation' }).click();
  await page.getByRole('link', { name: '+ Add New Link' }).click();
  await page.getByLabel('Nombre').fill('Tours');
  await page.getByLabel('URL').fill('/tours');
  await expect(page.getByLabel('Activo')).toBeChecked();
  await page.getByLabel('Abrir en nueva pestaña').check();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/secretaria\/navigation$/);
  // The list may show the rows it had before the save for a moment: counted only once the new one is in.
  await expect(rows(page)).toHaveCount(links.length + 1);
  const row = rows(page).last();
  await expect(row).toContainText('Tours & Excursions');
  await expect(row).toContainText('/tours-and-excursions-in-puerto-plata');
  await expect(row).toContainText(String(last + 1));
  expect(errors).toEqual([]);
});

test('NAV-07 NAV-08 the form refuses an empty link and a second airport-transfers link', async ({ page }) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/navigation/create');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Nombre y URL son obligatorios')).toHaveCount(2);
  await page.getByLabel('Nombre').fill('Traslados');
  await page.getByLabel('URL').fill('/airport-transfers');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ya existe un enlace a Airport Transfers en la navegación.')).toBeVisible();
  // What was typed is unsaved: Cancelar asks first, and leaving is confirmed.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/secretaria\/navigation$/);
});

test('NAV-04 NAV-17 editing a link makes it inactive and keeps it after a reload', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/navigation');
  const blog = rows(page).filter({ hasText: '/blog' });
  await blog.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Activo').uncheck();
  await page.getByLabel('Nombre').fill('Blog EP');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/dueno\/navigation$/);
  await page.reload();
  const edited = rows(page).filter({ hasText: 'Blog EP' });
  await expect(edited).toContainText('Inactivo');
});

test('NAV-05 dragging a row by its handle reorders the links and the order is saved', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/navigation');
  // Other specs may have reordered the links already: move whichever link is first.
  await expect(rows(page).first()).toBeVisible();
  const before = await names(page);
  const first = before[0];
  // Two links may share a name (NAV-06 adds a second Tours & Excursions): the handle is the first row's own.
  await rows(page)
    .first()
    .getByRole('button', { name: `Arrastrar ${first}` })
    .dragTo(rows(page).nth(2));
  await expect.poll(async () => (await names(page))[2]).toBe(first);
  await page.reload();
  await expect.poll(() => names(page)).toEqual([before[1], before[2], first, ...before.slice(3)]);
  const orders = await rows(page).locator('td:nth-child(4)').allTextContents();
  expect(orders).toEqual(orders.map((_, index) => String(index + 1)));
});

test('NAV-13 delete asks ¿Seguro que deseas eliminar este enlace? and removes the link', async ({ page }) => {
  await openSignedIn(page, 'secretary', '/ep-control/secretaria/navigation');
  const whatsapp = rows(page).filter({ hasText: 'WhatsApp' });
  await whatsapp.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('¿Seguro que deseas eliminar este enlace?')).toBeVisible();
  await confirmDialog(page, 'Confirmar');
  await expect(rows(page).filter({ hasText: 'WhatsApp' })).toHaveCount(0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).filter({ hasText: 'WhatsApp' })).toHaveCount(0);
});
