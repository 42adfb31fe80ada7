import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/app/.vite/manifest.json, `build.manifest: true`). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleSize {
  name: string;
  gzipBytes: number;
  goalBytes: number;
}

const KB = 1000;
/**
 * Issue 7: the owner dashboard under 400 kB, each heavy part its own chunk; issue 25: the login page at most 120 kB.
 */
const GOALS = { login: 120 * KB, dashboard: 400 * KB, editor: 150 * KB };
/** The chunk named after src/admin/RoleArea.tsx: the entry's lazy import that brings react-admin. */
const ROLE_AREA = 'RoleArea';
/** Text only the rich-text editor's code contains (ProseMirror, under tiptap), to find its chunk by content. */
const EDITOR_MARK = 'ProseMirror';

/** The manifest keys of `keys` and of everything they import statically, transitively. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** The files index.html loads before anything runs: its module scripts and modulepreload links. */
function htmlScripts(html: string, base: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags
    .filter((tag) => (tag.startsWith('<script') && /type="module"/.test(tag)) || /rel="modulepreload"/.test(tag))
    .map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1])
    .filter((url): url is string => url !== undefined)
    .map((url) => url.replace(base, ''));
}

/**
 * gzip sizes of what each kind of visit loads, from a Vite build (`npm run build:app`): 'login page' (the
 * entry and its static imports), 'owner dashboard' (that plus the role area chunk and its static imports),
 * 'rich-text editor' (the lazy chunk holding the editor and what it adds to the dashboard).
 */
export async function bundleSizes(distAppDir: string): Promise<BundleSize[]> {
  const manifest = JSON.parse(await readFile(join(distAppDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = await readFile(join(distAppDir, 'index.html'), 'utf8');
  const base = /src="([^"]*)assets\//.exec(html)?.[1] ?? '/';
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const contents = new Map<string, Buffer>();
  const read = async (key: string) => {
    const body = contents.get(key) ?? (await readFile(join(distAppDir, manifest[key].file)));
    contents.set(key, body);
    return body;
  };
  const gzipOf = async (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) total += gzipSync(await read(key)).length;
    return total;
  };

  const htmlKeys = htmlScripts(html, base).map((file) => keyOfFile.get(file) ?? file);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const login = staticClosure(manifest, [...htmlKeys, ...entries]);
  const roleArea = entries
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .find((key) => manifest[key].name === ROLE_AREA);
  if (!roleArea) throw new Error(`the entry does not load a ${ROLE_AREA} chunk lazily`);
  const dashboard = staticClosure(manifest, [...login, roleArea]);
  let editorKey: string | undefined;
  for (const key of Object.keys(manifest)) {
    if ((await read(key)).includes(EDITOR_MARK)) editorKey = key;
  }
  if (!editorKey) throw new Error(`no chunk holds the rich-text editor (${EDITOR_MARK})`);
  const editor = [...staticClosure(manifest, [editorKey])].filter((key) => !dashboard.has(key));

  return [
    { name: 'login page', gzipBytes: await gzipOf(login), goalBytes: GOALS.login },
    { name: 'owner dashboard', gzipBytes: await gzipOf(dashboard), goalBytes: GOALS.dashboard },
    { name: 'rich-text editor', gzipBytes: await gzipOf(editor), goalBytes: GOALS.editor },
  ];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

// `npx tsx test/bench/bundleSizes.ts [dist/app]` prints the table.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await bundleSizes(process.argv[2] ?? join(process.cwd(), 'dist', 'app'));
  console.table(
    rows.map(({ name, gzipBytes, goalBytes }) => ({
      bundle: name,
      gzip: kb(gzipBytes),
      goal: kb(goalBytes),
      ok: gzipBytes <= goalBytes,
    })),
  );
}
