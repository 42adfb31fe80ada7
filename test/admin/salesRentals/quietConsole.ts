import { vi } from 'vitest';

/**
 * Silences console.error until the returned function is called, keeping the recorded calls; restoring puts back
 * the filter test/admin/setup.ts installs.
 */
export function quietConsoleErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { spy, restore: () => spy.mockRestore() };
}
