/**
 * How `npm start` runs the compiled server, and how the bench starts it: with the bundle's source maps, so a
 * logged error names the source's lines. The heap is sized by the server itself (src/server/main.ts).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];

/**
 * And with a fixed glibc trim threshold: glibc raises its own to the largest block freed so far (a long answer, the
 * source map read at start), then keeps freed memory; a fixed one hands it back (measured side by side: up to ~25 MB
 * less RSS). glibc reads it only when the process starts; README's "Running it under a process manager" says to set
 * it there too.
 */
export const SERVER_ENV = { MALLOC_TRIM_THRESHOLD_: '131072' };
