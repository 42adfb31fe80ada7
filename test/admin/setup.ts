import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { cleanup, configure, getConfig, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { filterStyleRulesByClass, indexStyleRulesByClass } from './support/styleRuleMatching';
import { implForWrapper as implOf } from './support/jsdomInternals';

afterEach(() => cleanup());

// jsdom's own state behind a document or node: its style cache and its change counter.
const implForWrapper = (wrapper: Node) => implOf<{ _version: number; _styleCache: unknown }>(wrapper);

// Screens render the whole app on the demo data; on a shared 2-core machine a file's first render (its lazy chunks
// loaded, its modules evaluated) has taken 10 s, and a whole form test 30 s, with the browser tests beside these
// (scripts/test.mjs). Waiting longer only slows a failing test, never a passing one, so every file waits as long:
// a file's own shorter wait was what failed when the machine was slow.
configure({ asyncUtilTimeout: 30_000 });

// A query that finds nothing prints the whole document into its error; inside waitFor and findBy* every poll that
// finds nothing did so, a whole app's DOM each time, only for the error to be dropped at the next poll: 7% of the
// tour form's CPU. waitFor prints the document into the last error itself when it gives up (its onTimeout), so a
// query polled by waitFor leaves the print out; a failing test's message still shows the document as it ended.
configure((config) => {
  const { getElementError } = config;
  return {
    getElementError(message, container) {
      const polled = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
      // A null message is one element's own print in a "found multiple elements" error: small, and kept.
      if (!polled || message === null) return getElementError(message, container);
      const error = new Error(message);
      error.name = 'TestingLibraryElementError';
      return error;
    },
  };
});

// The app retries a failed load (a 5xx, no answer) three times, 1 s, 2 s and 4 s apart, before it shows the
// error: 7 s of a worker's time idle in each test that fails a load on purpose (shell/listLoadError.test.tsx,
// staffHit/, a screen's own failed load), and none of them is about the wait. The tests' app retries as often,
// with no wait between the tries.
vi.mock(import('../../src/admin/providers/queryClient'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    createQueryClient: (...args: Parameters<typeof original.createQueryClient>) => {
      const queryClient = original.createQueryClient(...args);
      const defaults = queryClient.getDefaultOptions();
      queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
      return queryClient;
    },
  };
});
vi.setConfig({ testTimeout: 120_000 });

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

// Style rules found by the classes they name, and turned down by them before nwsapi compiles them
// (support/styleRuleMatching.ts).
filterStyleRulesByClass(document);
indexStyleRulesByClass(document);

// Emotion in development gives every style rule a <style> element of its own (to map each to its source); a form
// screen makes thousands, and every selector query over the document (emotion's Global for each input, MUI's
// ThemeProvider on each mount) and every computed style walked them: a fifth of the tour form's CPU. Its speedy
// mode, the one production runs, puts the rules in one sheet through insertRule. Appending a rule's text node made
// jsdom drop its computed styles; insertRule does not, so every insert (the app's sheet's, each Global's) drops them.
interface EmotionSheet {
  isSpeedy: boolean;
  ctr: number;
  insert(this: EmotionSheet, rule: string): void;
}
function SpeedyStyles() {
  const sheet = __unsafe_useEmotionCache()!.sheet as unknown as EmotionSheet;
  if (sheet.ctr !== 0) throw new Error('setup.ts: emotion inserted rules before its speedy mode was set');
  sheet.isSpeedy = true;
  const prototype = Object.getPrototypeOf(sheet) as EmotionSheet;
  const insert = prototype.insert;
  prototype.insert = function (rule) {
    insert.call(this, rule);
    implForWrapper(document)._styleCache = null;
  };
  return null;
}
render(React.createElement(SpeedyStyles)).unmount();

// React's development build captures a stack (an Error and a console task) for every element it creates, up to
// 10,000 a second, to name the component that rendered it in its warnings: an eighth of the component tests' CPU
// (tours and vehicles files: 48-54 -> 41-43 s of CPU). Held at its limit, React still warns, without that stack.
{
  const shared = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!shared || !('recentlyCreatedOwnerStacks' in shared))
    throw new Error('setup.ts: React no longer counts its owner stacks where this expects');
  Object.defineProperty(shared, 'recentlyCreatedOwnerStacks', {
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}

// react-admin scrolls to the top on every navigation; jsdom has no scrolling and says so on the console.
window.scrollTo = () => undefined;

// jsdom answers `input.labels` by walking the whole document and, for every label met, walking it again to
// resolve the label's `for`: quadratic in the page's size, and most of what getByLabelText costs on a full form
// screen. The same answers from getElementById and one querySelectorAll, for labels and fields in a document
// (anything else keeps jsdom's own getters).
const LABELABLE = 'button, input:not([type=hidden]), meter, output, progress, select, textarea';
/** Replaces a getter of jsdom's for nodes in a document or shadow root; anything else keeps jsdom's own. */
function answerInDocument<E extends Element>(
  prototype: E,
  name: string,
  answer: (element: E, root: Document | ShadowRoot) => unknown,
) {
  const jsdomGetter = Object.getOwnPropertyDescriptor(prototype, name)!.get!;
  Object.defineProperty(prototype, name, {
    configurable: true,
    get(this: E) {
      const root = this.getRootNode();
      return root instanceof Document || root instanceof ShadowRoot ? answer(this, root) : jsdomGetter.call(this);
    },
  });
}
answerInDocument(HTMLLabelElement.prototype, 'control', (label, root) => {
  if (!label.hasAttribute('for')) return label.querySelector(LABELABLE);
  const id = label.getAttribute('for');
  const target = id ? root.getElementById(id) : null;
  return target?.matches(LABELABLE) ? target : null;
});
// getAllByLabelText reads `labels` of every field on the screen, each of which walked every label: the labels of
// each field are worked out once for the whole document and kept until the document changes. jsdom counts every
// change below a node (children, attributes) in the node's `_version`, the document's included.
const labelsByRoot = new WeakMap<
  Document | ShadowRoot,
  { version: number; labels: Map<Element, HTMLLabelElement[]> }
>();
function labelsOf(field: Element, root: Document | ShadowRoot) {
  const version = implForWrapper(root)._version;
  let known = labelsByRoot.get(root);
  if (known?.version !== version) {
    known = { version, labels: new Map() };
    for (const label of Array.from(root.querySelectorAll('label'))) {
      const control = label.control;
      if (control) known.labels.set(control, [...(known.labels.get(control) ?? []), label]);
    }
    labelsByRoot.set(root, known);
  }
  return [...(known.labels.get(field) ?? [])];
}
for (const element of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
]) {
  answerInDocument<HTMLElement>(element.prototype, 'labels', (field, root) =>
    field.matches(LABELABLE) ? labelsOf(field, root) : null,
  );
}
