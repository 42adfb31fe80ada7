import { expect, test, type Page } from '@playwright/test';
import { SPEC_ENGLISH, englishOrKeys, visibleLines } from '../admin/i18n/englishPhrases';
import { logIn, openSignedIn, signInByApi, type Who } from './support';

/** Text, placeholders, accessible names and tooltips of the page, as a user reads them. */
const wordsOn = (page: Page) => page.evaluate(visibleLines);

for (const who of ['owner', 'secretary'] as const satisfies Who[]) {
  test(
    `SHELL-25 SHELL-15 SHELL-16 every sidebar item of the ${who} is in Spanish, with no ` + `react-admin English`,
    async ({ page }) => {
      await logIn(page, who);
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      const labels = await page.getByRole('menuitem').allInnerTexts();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) {
        await page.getByRole('menuitem', { name: label, exact: true }).click();
        await expect(page.locator('#react-admin-title')).not.toBeEmpty();
        await page.waitForLoadState('networkidle');
        // Polled: a screen that loads lazily keeps the previous one on view for a moment; English that stays fails.
        await expect
          .poll(async () => ({ label, found: englishOrKeys(await wordsOn(page), SPEC_ENGLISH[label]) }))
          .toEqual({ label, found: [] });
      }
    },
  );
}

test('SHELL-06 SHELL-25 owner-only URLs opened by the secretary say Sin acceso, with a link to her dashboard', async ({
  page,
}) => {
  await signInByApi(page, 'secretary');
  for (const path of ['users', 'tours']) {
    await page.goto(`/ep-control/secretaria/${path}`);
    await expect(page.getByRole('heading', { name: 'Sin acceso', level: 5 })).toBeVisible();
    expect(englishOrKeys(await wordsOn(page))).toEqual([]);
  }
  await page.getByRole('link', { name: 'Ir a mi dashboard' }).click();
  await expect(page).toHaveURL(/\/ep-control\/secretaria\/?$/);
  await page.goto('/ep-control/secretaria/no-such-thing');
  await expect(page.getByRole('heading', { name: 'Página no encontrada', level: 5 })).toBeVisible();
});

test('PAGE-04 SHELL-25 leaving an edited page through the menu asks first, in Spanish', async ({ page }) => {
  await openSignedIn(page, 'owner', '/ep-control/dueno/pages/create');
  await page.getByLabel(/Título/).fill('Sin guardar');
  let asked = '';
  page.once('dialog', async (dialog) => {
    asked = dialog.message();
    await dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Navigation', exact: true }).click();
  await expect.poll(() => asked).toMatch(/cambios no se guardaron/);
  await expect(page).toHaveURL(/\/pages\/create$/);
  await expect(page.getByLabel(/Título/)).toHaveValue('Sin guardar');
});
