import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logIn, watchConsole } from './support';

/**
 * The app runs under the server's Content-Security-Policy without a single violation: login, the owner
 * dashboard, the sidebar's screens and the rich-text editor. Violations are collected in the page itself
 * (securitypolicyviolation), so a blocked style or script fails the test even when nothing looks broken.
 */
declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => window.cspViolations);
}

test(
  "SHELL-13 login, the visitors' pages, the owner dashboard, the sidebar screens and a rich-text form run " +
    'under the CSP with no violation',
  async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    const errors = watchConsole(page);

    const login = await page.goto('/ep-control/login');
    const policy = login?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(await violations()).toEqual([]);

    // The visitors' pages (FAQ, About Us, media gallery with its pictures) run under the same policy.
    for (const path of ['/ep-control/faq', '/ep-control/about', '/ep-control/media']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect([path, await violations()]).toEqual([path, []]);
    }

    await logIn(page, 'owner');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    for (const item of ['Tours', 'Pages', 'Posts', 'Media', 'Navigation', 'Settings', 'SEO', 'Contact', 'Dashboard']) {
      await page.getByRole('menuitem', { name: item, exact: true }).click();
      await page.waitForLoadState('networkidle');
      expect([item, await violations()]).toEqual([item, []]);
    }

    await page.goto('/ep-control/dueno/pages/create');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Excursión a Damajagua ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('27 charcos');
    await expect(editor.locator('strong')).toHaveText('27 charcos');
    expect(await violations()).toEqual([]);
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);

    // The policy is really enforced: a script injected inline does not run and is reported.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      return (window as Window & { inlineRan?: boolean }).inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  },
);

test(
  'SHELL-12 the bundle under test holds no credential: no demo password, no ADMIN_CREDENTIALS-style ' +
    'user:password:role pair',
  () => {
    const assets = join(process.cwd(), process.env.E2E_DIST ?? 'dist', 'app', 'assets');
    const bundle = readdirSync(assets)
      .filter((name) => /\.(js|css|html|json)$/.test(name))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    expect(bundle.length).toBeGreaterThan(100_000);
    expect(bundle).not.toMatch(/[\w.-]+:[^\s:'"`,]+:(owner|secretary)\b/);
    expect(bundle).not.toMatch(/password["'`]?\s*[:=]\s*["'`](dueno|secretaria)["'`]/);
    expect(bundle).not.toMatch(/["'`](dueno|secretaria)["'`]\s*,\s*password/);
  },
);
