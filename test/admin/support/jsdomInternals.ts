import { createRequire } from 'node:module';

/**
 * jsdom's own modules, required from jsdom's folder so they are the instances the test environment loaded
 * (CommonJS: one copy per process). Paths are relative to `living/helpers/`.
 */
export const jsdomRequire = createRequire(
  createRequire(import.meta.url).resolve('jsdom/lib/jsdom/living/helpers/style-rules.js'),
);

/** The implementation object behind a DOM wrapper (a document, a node), where jsdom keeps its private state. */
export const implForWrapper = (jsdomRequire('../generated/utils.js') as { implForWrapper(wrapper: object): unknown })
  .implForWrapper as <Impl>(wrapper: object) => Impl;
