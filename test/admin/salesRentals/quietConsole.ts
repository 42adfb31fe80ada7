import { vi } from 'vitest';

/**
 * Silences console.error until the returned function is called, keeping the recorded calls. console.error is
 * already a spy (test/admin/setup.ts); its own filter is put back afterwards.
 */
export function quietConsoleErrors() {
  const spy = vi.mocked(console.error);
  const previous = spy.getMockImplementation();
  spy.mockImplementation(() => undefined);
  return { spy, restore: () => spy.mockImplementation(previous ?? (() => undefined)) };
}
