import { expect, test, type Browser, type Page } from '@playwright/test';
import { findResource } from '../../src/domain/resources';
import { CREDENTIALS, signInByApi, type Who } from './support';

/**
 * No lost updates: two people open the same record, the first saves, the second's save is refused with the
 * conflict message, keeps what the second typed, and the first's change stays stored. The secretary works
 * navigation and pages; posts, tours and listings are the owner's, so a second owner session stands in.
 */
interface Target {
  name: string;
  /** The edit screen of a record under the role's area. */
  edit: (id: number) => string;
  second: Who;
  clauses: string;
}

const TARGETS: Target[] = [
  { name: 'navigation', edit: (id) => `navigation/${id}`, second: 'secretary', clauses: 'NAV-17' },
  { name: 'pages', edit: (id) => `pages/${id}`, second: 'secretary', clauses: 'PAGE-08' },
  { name: 'posts', edit: (id) => `posts/${id}`, second: 'owner', clauses: 'POST-01 POST-34' },
  { name: 'tours', edit: (id) => `tours/${id}`, second: 'owner', clauses: 'TOUR-05 TOUR-29' },
  {
    name: 'properties',
    edit: (id) => `sales-rentals/properties-for-sale/edit/${id}`,
    second: 'owner',
    clauses: 'PROP-14 PROP-20',
  },
];

const CONFLICT = 'Otra persona cambió este registro. Recarga para ver sus cambios.';
const SAVE = /^(Guardar|Save|Save Changes|Update|Update Tour|Update Post|Update Property|Actualizar)\b/i;

/** A signed-in tab of its own, signed in through the API: the test is about saving, not signing in. */
async function session(browser: Browser, who: Who): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, who);
  return page;
}

/** The first text field of the form the user can type into: every edit screen starts with a name or title. */
const firstTextField = (page: Page) =>
  page
    .locator(
      'form input[type="text"]:not([readonly]):not([disabled]):visible, form ' +
        'textarea:not([readonly]):not([disabled]):visible',
    )
    .first();

async function openForm(page: Page, who: Who, path: string) {
  await page.goto(`${CREDENTIALS[who].area}/${path}`);
  const field = firstTextField(page);
  await expect(field).toBeVisible();
  await expect(field).not.toHaveValue('');
  return field;
}

test.describe('two sessions save the same record', () => {
  for (const target of TARGETS) {
    test(
      `${target.clauses} ${target.name}: the second save is refused with the conflict message, keeps its ` +
        `typing and loses nothing of the first`,
      async ({ browser }) => {
        const api = findResource(target.name)!.api;
        const first = await session(browser, 'owner');
        const second = await session(browser, target.second);
        const rows = (await (
          await first.request.get(
            `${api}?range=[0,0]&sort=["id","ASC"]${target.name === 'properties' ? '&filter={"type":"sale"}' : ''}`,
          )
        ).json()) as Array<{ id: number; version: number }>;
        expect(rows.length, `${target.name} has a record to edit`).toBe(1);
        const { id } = rows[0];

        const firstField = await openForm(first, 'owner', target.edit(id));
        const secondField = await openForm(second, target.second, target.edit(id));
        const original = await firstField.inputValue();

        const firstText = `${original.slice(0, 40)} primero`;
        await firstField.fill(firstText);
        await first.getByRole('button', { name: SAVE }).first().click();
        await expect
          .poll(async () => ((await (await first.request.get(`${api}/${id}`)).json()) as { version: number }).version, {
            timeout: 20_000,
          })
          .toBeGreaterThan(rows[0].version);

        const secondText = `${original.slice(0, 40)} segundo`;
        await secondField.fill(secondText);
        await second.getByRole('button', { name: SAVE }).first().click();
        await expect(second.getByText(CONFLICT)).toBeVisible();
        await expect(secondField).toHaveValue(secondText);

        const stored = JSON.stringify(await (await first.request.get(`${api}/${id}`)).json());
        expect(stored).toContain(firstText);
        expect(stored).not.toContain(secondText);
        await first.context().close();
        await second.context().close();
      },
    );
  }
});
