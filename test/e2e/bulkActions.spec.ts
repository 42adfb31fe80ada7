import { expect, test } from '@playwright/test';
import { openSignedIn } from './support';

test.describe.configure({ mode: 'serial' });

for (const list of ['pages', 'media', 'testimonials']) {
  test(
    `STAFF the ${list} list shows one Export, and its bulk bar's Eliminar asks to confirm instead of ` +
      `downloading a CSV`,
    async ({ page }) => {
      await openSignedIn(page, 'owner', `/ep-control/dueno/${list}`);
      const firstRow = page.locator('tbody tr').first();
      await expect(firstRow).toBeVisible();
      await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(1);
      const downloads: string[] = [];
      page.on('download', (download) => downloads.push(download.suggestedFilename()));
      await firstRow.getByRole('checkbox').check();
      const bulkDelete = page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: 'Eliminar' });
      await bulkDelete.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: /Cancelar|Cancel/ }).click();
      await expect(dialog).toBeHidden();
      expect(downloads).toEqual([]);
    },
  );
}
