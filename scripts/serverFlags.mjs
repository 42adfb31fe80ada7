/**
 * How `npm start` runs the compiled server, and how the bench starts it: with the bundle's source maps, so a
 * logged error names the source's lines. The heap is sized by the server itself (src/server/main.ts).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];
