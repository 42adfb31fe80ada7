import { expect, test, type Locator, type Page } from '@playwright/test';
import { navigationSchema } from '../../src/domain/navigation';
import { pageSchema } from '../../src/domain/pages';
import { userSchema } from '../../src/domain/users';
import { logIn, openSignedIn } from './support';

/** The longest value each schema allows: the worst a user can save. */
const max = (schema: { maxLength: number | null } | { unwrap(): { maxLength: number | null } }) =>
  ('maxLength' in schema ? schema.maxLength : schema.unwrap().maxLength) ?? 300;
const long = (prefix: string, length: number) => (prefix + 'x'.repeat(length)).slice(0, length);

const LONG = {
  page: long('Página larga ', max(pageSchema.shape.title)),
  link: long('Enlace largo ', max(navigationSchema.shape.name)),
  url: long('/largo-', max(navigationSchema.shape.url)),
  user: long('driver.largo.', max(userSchema.shape.username)),
  vehicle: long('Vehículo largo ', max(userSchema.shape.vehicle)),
  plate: long('PLACA', max(userSchema.shape.plate)),
};

async function createRecords(page: Page) {
  const post = async (path: string, data: object) => {
    const answer = await page.request.post(path, { data });
    expect(answer.status(), `${path} ${await answer.text()}`).toBe(201);
  };
  await post('/api/pages', { title: LONG.page, content: '', status: 'draft', date: '2026-11-20' });
  await post('/api/navigation', { name: LONG.link, url: LONG.url, active: true, new_tab: false });
  await post('/api/users', {
    username: LONG.user,
    email: `${'c'.repeat(60)}@${'d'.repeat(60)}.com`,
    role: 'Driver',
    status: 'active',
    phone: '+1 809 555 0199',
    vehicle: LONG.vehicle,
    plate: LONG.plate,
  });
}

/** Nothing wider than the screen, and the action fully on screen and clickable. */
async function expectFits(page: Page, actions: Locator[]) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  for (const action of actions) {
    await expect(action).toBeVisible();
    const box = (await action.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(innerWidth);
    await action.click({ trial: true });
  }
}

/** The table row on a wide screen, the card on a phone. */
const itemWith = (page: Page, text: string) =>
  page
    .locator('tr, .MuiCard-root')
    .filter({ hasText: text.slice(0, 12) })
    .last();

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'owner');
  await createRecords(page);
  await context.close();
});

for (const [name, viewport] of [
  ['1,366 px', { width: 1366, height: 768 }],
  ['375 px', { width: 375, height: 740 }],
] as const) {
  test(
    `PAGE-03 NAV-03 USER-02 at ${name}, the longest values stay inside the screen and every action is ` + `reachable`,
    async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openSignedIn(page, 'owner', '/ep-control/dueno/pages');
      const pageItem = itemWith(page, LONG.page);
      await expectFits(page, [
        page.getByRole('link', { name: '+ Nueva Página' }),
        pageItem.getByRole('link', { name: 'Editar' }),
        pageItem.getByRole('button', { name: 'Eliminar' }),
      ]);
      await expect(page.getByRole('link', { name: '+ Nueva Página' })).toHaveText('+ Nueva Página');

      await page.goto('/ep-control/dueno/navigation');
      const linkItem = itemWith(page, LONG.link);
      await expectFits(page, [
        page.getByRole('link', { name: '+ Add New Link' }),
        linkItem.getByRole('link', { name: 'Edit' }),
        linkItem.getByRole('button', { name: 'Delete' }),
      ]);

      await page.goto('/ep-control/dueno/users');
      const userItem = itemWith(page, LONG.user);
      await expectFits(page, [
        userItem.getByRole('link', { name: 'Editar' }),
        userItem.getByRole('button', { name: 'Eliminar' }),
      ]);

      await page.goto('/ep-control/dueno/pages/create');
      await expectFits(page, [
        page.getByRole('button', { name: 'Guardar' }),
        page.getByRole('button', { name: 'Cancelar' }),
      ]);
      await context.close();
    },
  );
}
