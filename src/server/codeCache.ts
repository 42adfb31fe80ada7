import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname } from 'node:path';
import { Script } from 'node:vm';

/**
 * The compiled server's bundle run with V8's code cache (issue 44): Node 20 compiles every ES module from its text
 * at each start (`module.enableCompileCache` is Node 22), which was a quarter of a cold start. The worker's bundle is
 * CommonJS (scripts/build-server.mjs) so that `vm.Script` can take the cache, written beside it at build time.
 *
 * V8 checks a cache only against the length of the text, so the file starts with the text's hash: a bundle rebuilt
 * or replaced without its cache compiles from its text as if there were none, as does a cache V8 itself rejects
 * (another Node, other flags, a damaged file).
 */
const HASH_BYTES = 20;

const cacheFileOf = (bundle: string) => `${bundle}.cache`;

/**
 * Of the file's bytes: hashing the decoded text made crypto encode its 3.4 MB back to UTF-8 first, which with its
 * few non-ASCII characters took as long as the hash (reading, decoding and hashing 60 -> 35 ms of a cold start).
 */
const hashOf = (bytes: Buffer) => createHash('sha1').update(bytes).digest();

function cachedDataFor(bundle: string, hash: Buffer): Buffer | undefined {
  let file: Buffer;
  try {
    file = readFileSync(cacheFileOf(bundle));
  } catch {
    return undefined;
  }
  return file.subarray(0, HASH_BYTES).equals(hash) ? file.subarray(HASH_BYTES) : undefined;
}

/** Kept for the life of the process: Node forgets a module's source map with the module. */
const sourceMapHolders: Module[] = [];

/**
 * Node maps stack traces to the sources (`--enable-source-maps`, as `npm start` runs the server) only for the files
 * it compiles itself, never for a `vm.Script`: an empty module of the bundle's name that points at the bundle's map
 * has Node read that map, and the bundle's frames, which carry the same name, are mapped by it.
 */
function mapStackTraces(bundle: string) {
  if (!process.sourceMapsEnabled) return;
  const holder = new Module(bundle);
  // Not in Node's types, though it is how Node compiles every CommonJS file.
  (holder as unknown as { _compile(source: string, file: string): void })._compile(
    `//# sourceMappingURL=${basename(bundle)}.map`,
    bundle,
  );
  sourceMapHolders.push(holder);
}

export interface LoadedBundle {
  exports: unknown;
  script: Script;
  hash: Buffer;
}

/** A bundle's text and the cache that fits it, as read from disk: what `runBundle` compiles. */
export interface BundleFiles {
  bytes: Uint8Array;
  hash: Uint8Array;
  cachedData?: Uint8Array;
}

export function readBundle(bundle: string): BundleFiles {
  const bytes = readFileSync(bundle);
  const hash = hashOf(bytes);
  return { bytes, hash, cachedData: cachedDataFor(bundle, hash) };
}

/** What a thread sends another of a bundle's files: their memory moves, it is not copied. */
export const transferablesOf = ({ bytes, cachedData }: BundleFiles) =>
  [bytes, cachedData].flatMap((part) => (part ? [part.buffer as ArrayBuffer] : []));

const asBuffer = (part: Uint8Array) => Buffer.from(part.buffer, part.byteOffset, part.byteLength);

/**
 * Compiles and runs a CommonJS bundle as Node would `require` it, with its code cache when that fits. The files may
 * have been read by another thread (main.ts reads them while the server's thread starts).
 */
export function runBundle(bundle: string, files: BundleFiles = readBundle(bundle)): LoadedBundle {
  const source = asBuffer(files.bytes).toString('utf8');
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    // No `import()` in the bundle: Node 20 loses its callback in code read from a cache (loadSharp.ts requires).
    cachedData: files.cachedData && asBuffer(files.cachedData),
  });
  mapStackTraces(bundle);
  const module = { exports: {} };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, script, hash: asBuffer(files.hash) };
}

/**
 * Runs the bundle's modules (not the server) and stores what V8 compiled for them: most of what a start compiles
 * is its modules' top level. Written whole and then renamed, so a start never reads half a cache.
 */
export function writeCodeCache(bundle: string) {
  const { script, hash } = runBundle(bundle);
  const partial = `${cacheFileOf(bundle)}.${process.pid}`;
  writeFileSync(partial, Buffer.concat([hash, script.createCachedData()]));
  renameSync(partial, cacheFileOf(bundle));
}
