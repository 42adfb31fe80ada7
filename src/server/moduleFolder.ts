import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * The modules of one folder, by file name without extension, sorted by name: so a migration or a resource's
 * server hooks are found by being there, with no registration line. The compiled server carries the same
 * folders (scripts/build-server.mjs emits each file as its own entry), so this works from source (tsx,
 * vitest) and from dist alike.
 */
// Both named from this file, which sits at the root of src/server and of dist/server alike, so the paths
// hold in the bundle whichever chunk this code ends up in.
export const MIGRATIONS_FOLDER = new URL('./db/migrations/', import.meta.url);
export const RESOURCE_HOOKS_FOLDER = new URL('./resources/', import.meta.url);

export async function loadModuleFolder<T>(folder: URL): Promise<Map<string, T>> {
  const dir = fileURLToPath(folder);
  const files = readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .sort();
  const modules = new Map<string, T>();
  for (const file of files) {
    modules.set(file.replace(/\.(ts|js)$/, ''), (await import(pathToFileURL(join(dir, file)).href)) as T);
  }
  return modules;
}
