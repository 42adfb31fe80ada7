// Compiles the server to plain JavaScript: production runs node on dist/server, not tsx (faster start, less memory).
// Migrations are found at run time by listing their folder (src/server/moduleFolder.ts), so each of their files
// is an entry of its own, in the same place under dist/server as under src/server (areas are imported, so they
// are bundled like any module), and code splitting keeps one copy of every shared module (an error class must
// be the same class everywhere).
// Dependencies are bundled too: Node resolving, reading and compiling the hundreds of files of fastify, kysely and
// zod one by one was half of the cold start (~300 ms of ~600 ms on an idle machine, seconds on a loaded one).
// better-sqlite3 and sharp are native and pg is loaded only for PostgreSQL (db/client.ts): they stay in node_modules.
// The server itself (serve.ts, run by main.js in a worker) is a second, CommonJS bundle with V8's code cache beside
// it (src/server/codeCache.ts): Node 20 compiles ES modules from their text at every start.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const outdir = process.env.SERVER_OUT_DIR ?? 'dist/server';

const folderEntries = (folder) =>
  readdirSync(`src/server/${folder}`)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `src/server/${folder}/${file}`);

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['better-sqlite3', 'pg', 'sharp'],
  sourcemap: true,
  // Half the bytes to read, parse and keep: the plain start's RSS after the bench's mix 154 -> 145 MB and its
  // start ~150 ms sooner (measured side by side); names are kept for errors and logs, the map for stack traces.
  minify: true,
  keepNames: true,
  logLevel: 'warning',
};

await build({
  ...common,
  // moduleFolder.ts names the migrations' folder from where it sits: an entry of its own keeps it at the root.
  entryPoints: [
    'src/server/main.ts',
    'src/server/moduleFolder.ts',
    'src/server/seed/cli.ts',
    ...folderEntries('db/migrations'),
  ],
  // main.ts imports serve.ts only from source (tsx); compiled, its worker runs serve.cjs.
  external: [...common.external, './serve'],
  outbase: 'src/server',
  outdir,
  entryNames: '[dir]/[name]',
  // Chunks sit at the root of dist/server, as moduleFolder.ts expects of the code that names the folders.
  chunkNames: 'chunk-[hash]',
  splitting: true,
  format: 'esm',
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: {
    js:
      "import { createRequire as createRequireForBundle } from 'node:module'; const require = " +
      'createRequireForBundle(import.meta.url);',
  },
});

/**
 * CommonJS has no top-level await: the server's English catalog (featuresEn.ts awaits FEATURE_EN's loaders) is
 * made from the same list with static imports, all of which the bundle holds anyway.
 */
const staticEnglish = {
  name: 'static-english',
  setup(build) {
    build.onLoad({ filter: /src[\\/]i18n[\\/]featuresEn\.ts$/ }, () => {
      const list = readFileSync('src/i18n/features.ts', 'utf8')
        .split('export const FEATURE_EN')[1]
        .split('] as const')[0];
      const paths = [...list.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
      const imports = paths.map((path, i) => `import { en as en${i} } from '${path}';`).join('\n');
      const merged = paths.map((_, i) => `en${i}`).join(', ');
      return {
        contents: `import { mergeAll } from './tree';\n${imports}\nexport const en = mergeAll([${merged}]);`,
        loader: 'ts',
        resolveDir: 'src/i18n',
      };
    });
  },
};

/**
 * The migrations in the bundle, by name, in place of listing their folder: a migration compiled on its own would
 * bring its own copy of kysely and of our modules (an `instanceof` across them fails).
 */
const bundledMigrations = {
  name: 'bundled-migrations',
  setup(build) {
    build.onLoad({ filter: /src[\\/]server[\\/]moduleFolder\.ts$/ }, () => {
      const names = folderEntries('db/migrations').map((file) => file.replace(/^.*\/|\.ts$/g, ''));
      const loaders = names.map((name) => `['${name}', () => import('./db/migrations/${name}')]`).join(',\n  ');
      return {
        contents: `export const MIGRATIONS_FOLDER = new URL('./db/migrations/', import.meta.url);
const MIGRATIONS = new Map<string, () => Promise<unknown>>([\n  ${loaders},\n]);
export function moduleFolder<T>(folder: URL): Map<string, () => Promise<T>> {
  if (folder.href !== MIGRATIONS_FOLDER.href) throw new Error(\`No bundled modules for \${folder.href}\`);
  return MIGRATIONS as Map<string, () => Promise<T>>;
}`,
        loader: 'ts',
        resolveDir: 'src/server',
      };
    });
  },
};

/**
 * V8 keeps a text with any character past ASCII as two bytes a character: the bundle's few (in regular expressions,
 * date-fns' Spanish and ours, and in tagged templates, the public pages' `html`: esbuild escapes neither) made the
 * 3.4 MB text twice as slow to decode and twice as large to compile against its cache, ~40 ms of the cold start
 * (side by side, an idle machine). A `\u` escape means the same character in a regular expression, a string, a
 * template and a name; only a tag that reads `strings.raw` would see the escape itself (`html` and Kysely's `sql`
 * read the cooked strings; lifecycle.test.ts checks a page). The map's columns on a line that held one move by a few
 * characters.
 */
const asciiOnly = (text) =>
  text.replace(/[^\0-\x7f]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

const { outputFiles } = await build({
  ...common,
  write: false,
  entryPoints: ['src/server/serve.ts'],
  outfile: join(outdir, 'serve.cjs'),
  format: 'cjs',
  define: { 'import.meta.url': 'bundleUrl' },
  banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [staticEnglish, bundledMigrations],
  // Node reads the whole map at start under --enable-source-maps (npm start) to name a stack trace's lines, which
  // need no sources: without them the map is 4.6 MB instead of 12 and the start ~100 ms of CPU lighter.
  sourcesContent: false,
});
for (const file of outputFiles)
  writeFileSync(file.path, file.path.endsWith('.cjs') ? asciiOnly(file.text) : file.contents);

execFileSync(process.execPath, [join(outdir, 'main.js'), '--write-code-cache'], { stdio: 'inherit' });
