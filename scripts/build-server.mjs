// Compiles the server to plain JavaScript: production runs node on dist/server, not tsx (faster start, less memory).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'seed-cli': 'src/server/db/seed-cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
