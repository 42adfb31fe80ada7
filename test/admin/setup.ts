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
// The fake provider's answer for an id that doesn't exist is an Error of its own, just as expected.
const expected = (error: unknown) =>
  error instanceof HttpError || (error instanceof Error && error.message.startsWith('No item with identifier'));
// Assigned, not a spy, so a test file's vi.restoreAllMocks() keeps it.
console.error = (...args: unknown[]) => {
  if (expected(args[0])) return;
  consoleError(...args);
};

// jsdom does no layout and its Range has no geometry; the rich-text editor measures the caret's Range to scroll it
// into view after a focus, which would otherwise throw outside the test that caused it.
const emptyRects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= () => emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

// react-admin scrolls to the top on every navigation; jsdom has no scrolling and says so on the console.
window.scrollTo = () => undefined;
