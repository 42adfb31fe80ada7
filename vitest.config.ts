import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const { devDependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  devDependencies: Record<string, string>;
};
/** Test-only packages that render or feed the screens, so they must share React and MUI with them. */
const TESTING_PACKAGES = [
  '@testing-library/react',
  '@testing-library/dom',
  '@testing-library/user-event',
  'ra-data-fakerest',
];

// import … from 'x', export … from 'x', import 'x', import('x'): a package's name, not a path.
const SPECIFIER = new RegExp(
  String.raw`(?:^\s*(?:import|export)\b[^'"]*?\bfrom\s*|^\s*import\s*|\bimport\(\s*)` +
    String.raw`['"]((?:@[\w.-]+\/)?\w[\w./@-]*)['"]`,
  'gm',
);

/**
 * Every package specifier (`react-admin`, `@mui/icons-material/Add`, `@tiptap/core`) the admin's sources and
 * tests import, but Node's own modules and the tools (vitest, typescript, jest-dom's matchers) outside the testing
 * packages above. Read from the files each run, so a new import is bundled with the rest: one left out would load
 * its own copy of MUI beside the bundled one.
 */
function adminImports(): string[] {
  const found = new Set<string>();
  const read = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) read(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const [, specifier] of source.matchAll(SPECIFIER)) {
          const name = specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/');
          if (!name.startsWith('node:') && (!(name in devDependencies) || TESTING_PACKAGES.includes(name)))
            found.add(specifier);
        }
      }
    }
  };
  for (const dir of ['src/admin', 'src/domain', 'test/admin']) read(dir);
  return [...found].sort();
}

/** Admin tests that render nothing and read no document (see the admin-logic project). */
const ADMIN_LOGIC = [
  'test/admin/a11y/progressNames.test.ts',
  'test/admin/activity/csv.test.ts',
  'test/admin/forms/formRules.structure.test.ts',
  'test/admin/forms/schemaValidator.test.ts',
  'test/admin/i18n/dates.test.ts',
  'test/admin/i18n/domainCopy.test.ts',
  'test/admin/i18n/inlineText.test.ts',
  'test/admin/i18n/lightWords.test.ts',
  'test/admin/i18n/messages.test.ts',
  'test/admin/i18n/spanishWords.test.ts',
  'test/admin/manifest/manifestCsv.test.ts',
  'test/admin/providers/dataProvider.test.ts',
  'test/admin/site/siteCalls.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest keeps one core for itself (one worker on CI's two); past the first files its own process is nearly
    // idle, and the test files (whole-app renders, real servers) are what the run waits on.
    maxWorkers: availableParallelism(),
    // Vitest makes one pool of each kind for all projects and reads isolation from these root options only (a
    // project's own `isolate` is not read by the pool): the node project runs in the threads pool, without
    // isolation, the admin project in the forks pool, a fresh process per file. Each pool has maxWorkers of its
    // own, so the projects run one after the other (sequence.groupOrder): side by side they were four workers on
    // two cores, and timeouts.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/domain/**/*.test.ts', 'test/server/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: importing the server and its packages again for each of the
          // 86 files was half of this project's CPU (measured alone, machine-wide with PostgreSQL: 292 -> 144
          // core-seconds, 163 -> 84 s). Nothing a file leaves in a module matters to the next: each test starts its
          // own server on its own database, module-level caches are keyed by that database, and no file mocks a
          // module or the env. Isolation itself is set by the root's poolOptions.threads above.
          pool: 'threads',
          sequence: { groupOrder: 0 },
          // npm test runs the browser tests beside these (scripts/test.mjs): a server test that takes 2 s alone can
          // take several with both cores shared, and CI machines differ twofold. Waiting longer only slows a failing
          // test, never a passing one.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Migrated and seeded databases built once, copied by every test server (test/server/support/testServer.ts),
          // and the compiled server, built once for the tests that start it as a process (support/mainProcess.ts).
          globalSetup: ['test/server/support/databaseTemplates.ts', 'test/server/support/serverBundle.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The app's rules, words and providers that no test renders or reads a document for: in Node, in the
          // node project's pool (threads, one module graph per worker). In the admin project each file paid for a
          // process of its own, a jsdom and setup.ts's render, ~1.3 s of CPU, for tests of a few milliseconds.
          name: 'admin-logic',
          include: ADMIN_LOGIC,
          environment: 'node',
          pool: 'threads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          exclude: ADMIN_LOGIC,
          sequence: { groupOrder: 1 },
          include: ['test/admin/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/admin/setup.ts'],
          // Every test file runs in a new process that imports react-admin, MUI and the rest again: natively that is
          // thousands of small ES modules, 1.2 s of CPU for react-admin alone; bundled into a few files by esbuild
          // (once a run, in node_modules/.vite/vitest) it is 0.15 s. Vite rewrites the imports of these packages in
          // the sources and tests to the bundle, so they all share one React, one MUI and one emotion.
          deps: { optimizer: { web: { enabled: true, include: adminImports() } } },
        },
      },
    ],
  },
});
