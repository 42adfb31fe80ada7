import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['test/domain/**/*.test.ts', 'test/server/**/*.test.ts'], environment: 'node' },
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
