import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files under `folder`, at any depth, whose names end as `ending` says (e.g. /\.tsx?$/): what the structure tests
 * read.
 */
export const sourceFiles = (folder: string, ending: RegExp): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
