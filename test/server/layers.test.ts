import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

/** The rules the cruise broke, as `rule: from → to`. */
const broken = (result: ICruiseResult) =>
  (result.summary.violations ?? []).map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);

/** Cruises `files` (path → source) laid out as a repository in a temporary folder, with the repo's own rules. */
async function cruiseTree(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'ep-layers-'));
  folders.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const { output } = await cruise(['src'], {
    baseDir: root,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
  });
  return broken(output as ICruiseResult);
}
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const uses = (path: string) => `import { x } from '${path}';\nexport const y = x;\n`;
const leaf = 'export const x = 1;\n';

/**
 * The layer rules of docs/ARCHITECTURE.md run in `npm run lint` (.dependency-cruiser.cjs): the tree passes them,
 * and an import planted the wrong way fails them, so a slip fails CI instead of waiting for a review.
 */
describe('STRUCTURE layer rules', () => {
  it('STRUCTURE the source tree keeps every layer rule', async () => {
    const { output } = await cruise(['src'], {
      ...config.options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    expect(broken(output as ICruiseResult)).toEqual([]);
  }, 60_000);

  it(
    'STRUCTURE an upward import planted in the app fails: resources ⇄ screens, layout → screens, base ' + '→ feature',
    async () => {
      const violations = await cruiseTree({
        'src/admin/screens/seo/SeoPage.ts': leaf,
        'src/admin/resources/seo-entries/List.ts': uses('../../screens/seo/SeoPage'),
        'src/admin/layout/Dialog.ts': uses('../screens/seo/SeoPage'),
        'src/admin/components/Thing.ts': uses('../resources/seo-entries/List'),
        'src/admin/screens/seo/View.ts': uses('../../resources/seo-entries/List'),
      });
      expect(violations).toEqual(
        expect.arrayContaining([
          'admin-resources-not-up: src/admin/resources/seo-entries/List.ts → src/admin/screens/seo/SeoPage.ts',
          'admin-layout-not-up: src/admin/layout/Dialog.ts → src/admin/screens/seo/SeoPage.ts',
          'admin-base-not-up: src/admin/components/Thing.ts → src/admin/resources/seo-entries/List.ts',
        ]),
      );
      // A screen showing a resource's list runs downward: allowed.
      expect(violations.filter((line) => line.startsWith('admin-') && line.includes('screens/seo/View.ts →'))).toEqual(
        [],
      );
      expect(violations).toHaveLength(3);
    },
  );

  it(
    'STRUCTURE an upward import planted in the server fails: server → admin, db → http, infrastructure → area, ' +
      'area → area plugin, migration',
    async () => {
      const violations = await cruiseTree({
        'src/admin/i18n/es.ts': leaf,
        'src/server/http/words.ts': uses('../../admin/i18n/es'),
        'src/server/db/queries.ts': uses('../http/words'),
        'src/server/db/migrations/001-x.ts': leaf,
        'src/server/db/migrate.ts': uses('./migrations/001-x'),
        'src/server/auth/access.ts': uses('../routes/tours/index'),
        'src/server/crud/crudRoutes.ts': uses('../db/migrations/001-x'),
        'src/server/routes/tours/index.ts': uses('../../crud/crudRoutes'),
        'src/server/routes/tours/helper.ts': leaf,
        'src/server/routes/blog/index.ts': uses('../tours/index'),
        'src/server/routes/blog/own.ts': uses('../tours/helper'),
        'src/domain/tours.ts': uses('../server/db/queries'),
      });
      expect([...violations].sort()).toEqual(
        [
          'server-not-admin: src/server/http/words.ts → src/admin/i18n/es.ts',
          'server-db-is-the-bottom: src/server/db/queries.ts → src/server/http/words.ts',
          'server-infrastructure-not-up: src/server/auth/access.ts → src/server/routes/tours/index.ts',
          'migrations-only-by-the-migrator: src/server/crud/crudRoutes.ts → src/server/db/migrations/001-x.ts',
          'server-area-not-another-areas-plugin: src/server/routes/blog/index.ts → src/server/routes/tours/index.ts',
          'domain-imports-neither-side: src/domain/tours.ts → src/server/db/queries.ts',
        ].sort(),
      );
    },
  );

  it('STRUCTURE an import cycle planted anywhere fails', async () => {
    const violations = await cruiseTree({
      'src/domain/a.ts': uses('./b'),
      'src/domain/b.ts': uses('./a'),
    });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^no-cycle: src\/domain\/[ab]\.ts → src\/domain\/[ab]\.ts$/);
  });
});
