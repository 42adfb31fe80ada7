import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { HttpError } from 'react-admin';

afterEach(() => cleanup());

// react-admin logs every failed data provider call in development. Tests make calls fail on purpose with
// HttpError; those expected failures are silenced, anything else still reaches the console.
const consoleError = console.error.bind(console);
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (args[0] instanceof HttpError) return;
  consoleError(...args);
});
