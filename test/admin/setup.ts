import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { HttpError } from 'react-admin';

afterEach(() => cleanup());

// Screens render the whole app on the demo data; on a shared 2-core machine a first render can take seconds.
// Waiting longer only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// react-admin logs every failed data provider call in development. Tests make calls fail on purpose with
// HttpError; those expected failures are silenced, anything else still reaches the console.
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (args[0] instanceof HttpError) return;
  consoleError(...args);
});
