import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '8081';
const apiTarget = `http://127.0.0.1:${apiPort}`;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** What is worth compressing: text; a file under 1 kB goes out as it is. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes each text file of the build beside itself as .br and .gz at the highest levels, once: the server sends
 * them as they are (@fastify/static `preCompressed`), where compressing per request would cost CPU on every load.
 */
function precompress(): Plugin {
  return {
    name: 'ep-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      const files = Object.values(bundle).filter(
        ({ fileName }) => COMPRESSIBLE.test(fileName) && !fileName.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (file) => {
          const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (body.length < 1024) return;
          const path = join(dir!, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The public site's page script is copied from public/ as written (Vite leaves that folder alone): minified here,
 * and written beside itself as .br and .gz like the bundle's files, so a visitor's phone loads the least.
 */
function publicSiteScript(): Plugin {
  return {
    name: 'ep-public-site-script',
    apply: 'build',
    async writeBundle({ dir }) {
      const path = join(dir!, 'public-site.js');
      const { code } = await transform(await readFile(path, 'utf8'), { minify: true, target: 'es2017' });
      const body = Buffer.from(code);
      await writeFile(path, body);
      await writeFile(`${path}.br`, await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${path}.gz`, await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }));
    },
  };
}

/** The version of the @mui/utils copy a resolved file belongs to (npm nests one copy per package that pins it). */
const versions = new Map<string, string>();
function muiUtilsVersion(file: string): string | undefined {
  const root = /^(.*\/node_modules\/@mui\/utils)\//.exec(file)?.[1];
  if (!root) return undefined;
  if (!versions.has(root))
    versions.set(root, (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  return versions.get(root);
}

/**
 * One copy of @mui/utils per version: @mui/material, @mui/system and the charts each get their own nested copy of
 * the same 7.x (the top level holds react-admin's newer one), and the login page shipped two of them. A copy of
 * the version @mui/material uses resolves to @mui/material's. With the polyfill below: login 120.1 -> 119.5 kB gzip.
 */
function oneMuiUtils(): Plugin {
  const material = join(process.cwd(), 'node_modules/@mui/material/index.js');
  return {
    name: 'ep-one-mui-utils',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (
        !importer ||
        !/^@mui\/utils(\/|$)/.test(source) ||
        importer.startsWith(join(process.cwd(), 'node_modules/@mui/material/'))
      )
        return null;
      const own = await this.resolve(source, importer, { ...options, skipSelf: true });
      const canonical = await this.resolve(source, material, { ...options, skipSelf: true });
      if (!own || !canonical || own.id === canonical.id) return own;
      const version = muiUtilsVersion(own.id);
      return version !== undefined && version === muiUtilsVersion(canonical.id) ? canonical : own;
    },
  };
}

/**
 * Issue 42: the driver's phone keeps the app's shell (a Workbox service worker), so his screen opens at the pier
 * with no signal; his day's data and his unsent changes are kept by the screen itself (screens/driver). The
 * worker is registered by the driver's screen alone, scoped to /ep-control/conductor: the owner's and the
 * secretary's pages are never served by it. It precaches the entry and every hashed file (they never change
 * under their name), and answers a navigation inside the driver's area with index.html.
 */
const driverWorker = () =>
  VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: false,
    filename: 'sw.js',
    scope: '/ep-control/conductor',
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/ep-control/index.html',
      navigateFallbackAllowlist: [/^\/ep-control\/conductor/],
      inlineWorkboxRuntime: true,
      clientsClaim: true,
      skipWaiting: true,
      cleanupOutdatedCaches: true,
    },
  });

export default defineConfig({
  plugins: [react(), precompress(), publicSiteScript(), oneMuiUtils(), driverWorker()],
  base: '/ep-control/',
  // The entry (login) is just under 120 kB gzip; the role area chunk with react-admin and the rich-text editor
  // load lazily, and English only when chosen. The manifest lists each chunk's imports for test/bench/bundleSizes.ts.
  // Every browser the app supports knows modulepreload, so the login page carries no polyfill for it.
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Every feature's English is loaded on its own (src/i18n/features.ts, FEATURE_EN) and all of it at once
        // when English is chosen: one chunk, not one request per feature. The driver's English stays out of it: his
        // screen imports it (driverWords.ts), and with it every feature's English was on his phone's first load.
        manualChunks: (id) => (/\/src\/i18n\/(?!driver\/)[^/]+\/en\.ts$/.test(id) ? 'words-en' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
});
