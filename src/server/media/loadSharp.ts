import { createRequire } from 'node:module';
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp and libvips (~30 MB resident) load on the first image the server draws or reads, not at every start.
 * Required, not imported: the compiled server runs from V8's code cache, where Node 20 loses `import()`.
 */
export const loadSharp = (): Promise<typeof Sharp> =>
  (loading ??= Promise.resolve().then(() => createRequire(import.meta.url)('sharp') as typeof Sharp));
