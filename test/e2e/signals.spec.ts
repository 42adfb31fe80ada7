import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support';

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const AREA = '/ep-control/dueno';

/** The element's text is not cut: what it needs fits in what it has. */
async function expectWhole(locator: Locator) {
  await expect(locator).toBeVisible();
  const { scrollWidth, clientWidth } = await locator.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function open(page: Page, path: string) {
  await page.goto(`${AREA}/${path}`);
}

test('ATTR-04 STAFF Add Attraction shows its whole label at every width', async ({ page }) => {
  await logIn(page, 'owner');
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, 'attractions');
    await expectWhole(page.getByRole('link', { name: 'Add Attraction' }));
  }
});

test('TOUR-06 STAFF on a 375 px phone the tour form scrolls its tabs with arrows and reaches the last one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, 'owner');
  await open(page, 'tours/new');
  const last = page.getByRole('tab', { name: 'Settings' });
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  const arrows = page.locator('.MuiTabScrollButton-root');
  await expect(arrows).toHaveCount(2);
  await arrows.last().click();
  await arrows.last().click();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  const box = (await last.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('SEO-27 STAFF a click down the checklist cycles each item: no tooltip covers the next icon', async ({ page }) => {
  await logIn(page, 'owner');
  await open(page, 'seo/checklist');
  const icons = page.getByRole('button', { name: /: (ok|warn|error)$/ });
  await expect(icons.first()).toBeVisible();
  for (const index of [0, 1, 2]) {
    const icon = icons.nth(index);
    const before = await icon.getAttribute('aria-label');
    await icon.click();
    await expect(icons.nth(index)).not.toHaveAttribute('aria-label', before!);
  }
});

test('POST-16 STAFF on a phone the post slug stays readable beside its suggest button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, 'owner');
  await open(page, 'posts/create');
  const slug = page.getByLabel(/^Slug/);
  await expect(slug).toBeVisible();
  const button = page.getByRole('button', { name: /Generar desde el título|from the title/i });
  const [slugBox, buttonBox] = [(await slug.boundingBox())!, (await button.boundingBox())!];
  expect(overlap(slugBox, buttonBox)).toBe(false);
  expect(slugBox.width).toBeGreaterThan(250);
});
