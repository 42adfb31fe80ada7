import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findResource } from '../../src/domain/resources';
import { CREDENTIALS, logIn } from './support';

/**
 * Stored XSS: every text field of a few representative records holds script payloads, sent through the
 * staff API or the visitors' public forms; opening the screens that show them runs none of it. Rich HTML is
 * sanitized on the server, plain text renders as text, and link fields refuse `javascript:`.
 */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
];
const ALL = PAYLOADS.join(' ');
const META = new Set(['id', 'version', 'created_at', 'updated_at', 'search']);

type Row = Record<string, unknown>;

/** The first numeric `id` of a create answer, whatever its legacy wrapping ({post: {id}}, {data: {id}}). */
function idIn(answer: unknown): number | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const id = (answer as Row).id;
  if (typeof id === 'number') return id;
  for (const value of Object.values(answer as Row)) {
    const found = idIn(value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A copy of an existing record with every text field set to the payloads; a field the server refuses (too
 * long, a URL, an enumeration) falls back to one payload, then to its original value.
 */
async function plant(request: APIRequestContext, api: string): Promise<number> {
  const [template] = (await (await request.get(`${api}?range=[0,0]`)).json()) as Row[];
  const original = Object.fromEntries(Object.entries(template).filter(([key]) => !META.has(key)));
  const body: Row = Object.fromEntries(
    Object.entries(original).map(([key, value]) => [key, typeof value === 'string' ? ALL : value]),
  );
  if ('slug' in body) body.slug = `xss-${Date.now()}`;
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await request.post(api, { data: body });
    if (answer.ok()) return idIn(await answer.json())!;
    expect(answer.status(), `${api} ${await answer.text()}`).toBe(400);
    const { fields = {} } = (await answer.json()) as { fields?: Row };
    for (const field of Object.keys(fields)) body[field] = body[field] === ALL ? PAYLOADS[0] : original[field];
  }
  throw new Error(`${api} refused every try`);
}

/** Fails the test on any alert/confirm/prompt and on any console error but a missing image (`src=x`). */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test(
  'API-81 CONTACT-12 stored script payloads in navigation, pages, posts, tours, contact messages and ' +
    'testimonials never run on the screens that show them',
  async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    const visitor = page.request;
    expect(
      (
        await visitor.post('/api/contact', {
          data: { nombre: ALL.slice(0, 120), email: 'xss@example.com', telefono: '', asunto: ALL, mensaje: ALL },
        })
      ).status(),
    ).toBeLessThan(300);
    expect(
      (await visitor.post('/api/testimonials', { data: { name: ALL.slice(0, 120), text: ALL, rating: 5 } })).status(),
    ).toBeLessThan(300);
    await logIn(page, 'owner');
    const ids: Record<string, number> = {};
    for (const name of ['navigation', 'pages', 'posts', 'tours']) {
      const api = findResource(name)!.api;
      ids[name] = await plant(page.request, api);
      // The payloads really are stored (as plain text, or what the sanitizer kept of rich HTML).
      expect(await (await page.request.get(`${api}/${ids[name]}`)).text(), name).toContain('alert(1)');
    }
    expect(
      (
        await page.request.post('/api/navigation', {
          data: { name: 'xss link', url: 'javascript:alert(1)', order: 99, active: true },
        })
      ).status(),
    ).toBe(400);
    const [message] = (await (await page.request.get('/api/contact?range=[0,0]&sort=["id","DESC"]')).json()) as Array<{
      id: number;
    }>;

    const area = CREDENTIALS.owner.area;
    const screens = [
      '',
      'navigation',
      `navigation/${ids['navigation']}`,
      'pages',
      `pages/${ids['pages']}`,
      'posts',
      `posts/${ids['posts']}`,
      'tours',
      `tours/${ids['tours']}`,
      'contact',
      `contact/${message.id}`,
      'testimonials',
      'activity',
    ];
    for (const screen of screens) {
      await page.goto(`${area}/${screen}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('a[href^="javascript:" i]'), screen).toHaveCount(0);
    }
    // The bell lists the visitor's message and testimonial as text.
    await page.goto(`${area}/`);
    await page
      .getByRole('button', { name: /notificaciones|notifications/i })
      .first()
      .click();
    await expect(page.getByTestId('notification-list').getByRole('button').first()).toBeVisible();
    for (const screen of ['/', '/faq']) {
      await page.goto(screen);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  },
);
