import { onTestFinished, vi } from 'vitest';

/**
 * Silences console.error for the rest of the test, recording the calls; when the test ends the filter
 * test/admin/setup.ts installs is back.
 */
export function quietConsoleErrors() {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => spy.mockRestore());
  return spy;
}
