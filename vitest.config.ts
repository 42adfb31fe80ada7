import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    // Vitest keeps one core for itself (one worker on CI's two); past the first files its own process is nearly
    // idle, and the test files (whole-app renders, real servers) are what the run waits on.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['test/domain/**/*.test.ts', 'test/server/**/*.test.ts'],
          environment: 'node',
          // npm test runs the browser tests beside these (scripts/test.mjs): a server test that takes 2 s alone can
          // take several with both cores shared. Waiting longer only slows a failing test, never a passing one.
          testTimeout: 15_000,
          hookTimeout: 30_000,
          // Migrated and seeded databases built once, copied by every test server (test/server/support/testServer.ts).
          globalSetup: ['test/server/support/databaseTemplates.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'admin',
          include: ['test/admin/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['test/admin/setup.ts'],
        },
      },
    ],
  },
});
