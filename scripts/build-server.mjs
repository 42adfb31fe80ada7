// Compiles the server to plain JavaScript: production runs node on dist/server, not tsx (faster start, less memory).
// Migrations are found at run time by listing their folder (src/server/moduleFolder.ts), so each of their files
// is an entry of its own, in the same place under dist/server as under src/server (areas are imported, so they
// are bundled like any module), and code splitting keeps one copy of every shared module (an error class must
// be the same class everywhere).
// Dependencies are bundled too: Node resolving, reading and compiling the hundreds of files of fastify, kysely and
// zod one by one was half of the cold start (~300 ms of ~600 ms on an idle machine, seconds on a loaded one).
// better-sqlite3 and sharp are native and pg is loaded only for PostgreSQL (db/client.ts): they stay in node_modules.
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';

const folderEntries = (folder) =>
  readdirSync(`src/server/${folder}`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `src/server/${folder}/${file}`);

await build({
  entryPoints: [
    'src/server/main.ts',
    'src/server/serve.ts',
    'src/server/seed/cli.ts',
    ...folderEntries('db/migrations'),
  ],
  outbase: 'src/server',
  outdir: process.env.SERVER_OUT_DIR ?? 'dist/server',
  entryNames: '[dir]/[name]',
  // Chunks sit at the root of dist/server, as moduleFolder.ts expects of the code that names the folders.
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'pg', 'sharp'],
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  sourcemap: true,
  // Half the bytes to read, parse and keep: the plain start's RSS after the bench's mix 154 -> 145 MB and its
  // start ~150 ms sooner (measured side by side); names are kept for errors and logs, the map for stack traces.
  minify: true,
  keepNames: true,
  logLevel: 'warning',
});
