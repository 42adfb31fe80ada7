import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { resources } from '../../src/domain/resources';
import { canManage } from '../../src/domain/access';
import { menuFor } from '../../src/admin/layout/menuItems';
import { CREDENTIALS, logIn, signInByApi, type Who } from './support';

// The walks only read, and the keyboard tests change rows no walk opens: the two workers may share this file out.
test.describe.configure({ mode: 'parallel' });

/**
 * Every sidebar route, and the create and edit form of every resource with screens, for each role: axe finds
 * no serious or critical violation. Walked in one signed-in page per role, so the run stays short.
 */
async function screensOf(page: Page, role: Who): Promise<string[]> {
  const paths = menuFor(role).map(({ to }) => to);
  for (const { name, api, screens, writes } of resources) {
    if (!screens || !canManage(role, name)) continue;
    if (writes.includes('create')) paths.push(`${name}/create`);
    const answer = await page.request.get(`${api}?range=[0,0]`);
    const rows = answer.ok() ? ((await answer.json()) as Array<{ id: number }>) : [];
    if (rows[0] && writes.includes('update')) paths.push(`${name}/${rows[0].id}`);
  }
  return [...new Set(paths)];
}

/** The requests a page has sent and not yet seen answered. */
function openRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/** Waits until no request has been open for 300 ms: the screen's chunk and data have arrived and been drawn. */
async function quiet(open: Set<Request>) {
  let since = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) since = Date.now();
        return Date.now() - since;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(300);
}

/**
 * Opens `path` inside the running app, as its menu and links do: the walks look at each screen, and a page load
 * for each (the app started again every time) was most of their CPU.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

// The owner has about four times the secretary's screens: her walk is shared out in two tests (every other
// screen each), so no single test holds a worker for most of the run.
const walks: Array<{ who: Who; part: number; parts: number }> = [
  { who: 'owner', part: 0, parts: 2 },
  { who: 'owner', part: 1, parts: 2 },
  { who: 'secretary', part: 0, parts: 1 },
];

for (const { who, part, parts } of walks) {
  const which = parts === 1 ? 'every screen' : `every screen (${part + 1} of ${parts})`;
  test(`SHELL-15 SHELL-16 ${which} the ${who} opens has no serious or critical accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const requests = openRequests(page);
    await logIn(page, who);
    const found: string[] = [];
    const screens = (await screensOf(page, who)).filter((_, index) => index % parts === part);
    const title = page.locator('#react-admin-title');
    for (const path of screens) {
      const url = `${CREDENTIALS[who].area}/${path}`.replace(/\/$/, '');
      // The walk starts on the dashboard, where signing in lands.
      if (new URL(page.url()).pathname.replace(/\/$/, '') !== url) {
        // Each screen names itself in the app bar: a title other than the last screen's says the app has moved on.
        const previous = (await title.textContent()) ?? '';
        await openInApp(page, url);
        await expect(title).not.toHaveText(previous);
      }
      await quiet(requests);
      await page
        .locator('main, [role="main"]')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => undefined);
      // Only violations are read, so axe keeps no passing nodes; and it runs in the page itself (legacy mode): its
      // default finishes every analysis in a new blank page of its own, a page and a renderer started and closed for
      // each of ~60 screens, a third of the walks' CPU (the app has no frames for that mode to reach). options()
      // replaces every option, so it goes before withTags.
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
        // ra-input-rich-text's heading-level picker puts a ListItem (li) straight in a <nav>; the package's markup, not
        // ours.
        .exclude('nav[aria-label] > li.MuiListItem-root')
        .analyze();
      for (const violation of violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')) {
        found.push(
          `${path || 'dashboard'}: ${violation.id} (${violation.impact}) ${violation.nodes
            .slice(0, 3)
            .map(({ html }) => html.slice(0, 160))
            .join(' | ')}`,
        );
      }
    }
    expect(found).toEqual([]);
  });
}

test(
  'NAV-05 NAV-02 drag-ordered lists move by keyboard: a focused move button and Enter reorder the ' + 'navigation',
  async ({ page }) => {
    await signInByApi(page, 'owner');
    const api = '/api/navigation?range=[0,1]&sort=["order","ASC"]';
    const [first, second] = (await (await page.request.get(api)).json()) as Array<{ id: number; name: string }>;
    await page.goto(`${CREDENTIALS.owner.area}/navigation`);
    const down = page.getByRole('button', { name: `Bajar ${first.name}` });
    await down.focus();
    await expect(down).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => ((await (await page.request.get(api)).json()) as Array<{ id: number }>).map(({ id }) => id), {
        timeout: 20_000,
      })
      .toEqual([second.id, first.id]);
  },
);

test(
  'PROP-15 SHELL-15 a listing gallery reorders by keyboard: a focused move button and Enter swap ' + 'two images',
  async ({ page }) => {
    await signInByApi(page, 'owner');
    const rows = (await (await page.request.get('/api/properties?range=[0,49]&sort=["id","ASC"]')).json()) as Array<{
      id: number;
      type: string;
      additional_images: string[];
    }>;
    const listing = rows.find(({ additional_images }) => additional_images.length >= 2)!;
    await page.goto(`${CREDENTIALS.owner.area}/sales-rentals/properties-for-${listing.type}/edit/${listing.id}`);
    const second = page.getByRole('img', { name: 'Imagen 2', exact: true });
    const third = page.getByRole('img', { name: 'Imagen 3', exact: true });
    const [before2, before3] = [await second.getAttribute('src'), await third.getAttribute('src')];
    const earlier = page.getByRole('button', { name: 'Mover la imagen 3 antes' });
    await earlier.focus();
    await expect(earlier).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('src', before3!);
    await expect(third).toHaveAttribute('src', before2!);
  },
);

test(
  'ACCESSIBILITY a system asking for less motion gets none: transitions stand still, spinners still turn, and ' +
    'everything moves for everyone else',
  async ({ browser }) => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/ep-control/login');
      const button = page.getByRole('button', { name: 'Log In' });
      await expect(button).toBeVisible();
      const seconds = await button.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .map((part) => parseFloat(part)),
      );
      // A progress indicator's turning is kept: beside the button, one of MUI's spinners' own markup.
      const spinner = await button.evaluate((element) => {
        const turning = document.createElement('span');
        turning.setAttribute('role', 'progressbar');
        turning.style.animation = 'spin 1.4s linear infinite';
        element.after(turning);
        return parseFloat(getComputedStyle(turning).animationDuration);
      });
      await context.close();
      return { seconds, spinner };
    };
    const reduced = await durations('reduce');
    expect(reduced.seconds.every((seconds) => seconds < 0.001)).toBe(true);
    expect(reduced.spinner).toBe(1.4);
    expect((await durations('no-preference')).seconds.some((seconds) => seconds >= 0.1)).toBe(true);
  },
);
