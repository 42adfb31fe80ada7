import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * The modules of one folder, by file name without extension, sorted by name, each loaded on demand: so a migration is
 * found by being there, with no registration line (their order is their names'). The compiled server carries the same
 * folder (scripts/build-server.mjs emits each file as its own entry), so this works from source (tsx, vitest) and
 * from dist alike. Areas, by contrast, are imported by name in areas.ts.
 */
// Named from this file, which sits at the root of src/server and of dist/server alike, so the path holds in
// the bundle whichever chunk this code ends up in.
export const MIGRATIONS_FOLDER = new URL('./db/migrations/', import.meta.url);

export function moduleFolder<T>(folder: URL): Map<string, () => Promise<T>> {
  const dir = fileURLToPath(folder);
  const files = readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  // Each module is imported when first asked for: a start with every migration applied loads none of them
  // (27 modules read and compiled one by one were ~10% of a cold start).
  return new Map(
    files.map((file) => [
      file.replace(/\.(ts|js)$/, ''),
      () => import(pathToFileURL(join(dir, file)).href) as Promise<T>,
    ]),
  );
}
