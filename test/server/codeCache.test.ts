import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBundle, writeCodeCache } from '../../src/server/codeCache';

/** A bundle as esbuild writes one: CommonJS, requiring Node's modules, exporting what main.ts calls. */
const bundleText = (answer: number) =>
  [
    "const { basename } = require('node:path');",
    `module.exports = { answer: () => ${answer}, file: basename(__filename) };`,
  ].join('\n');

describe('the server bundle’s code cache', () => {
  let dir: string;
  let copies = 0;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ep-code-cache-'));
    mkdirSync(join(dir, 'built'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const built = () => join(dir, 'built', 'serve.cjs');

  /**
   * Runs the built bundle from a folder of its own: V8 keeps what this process compiled by text and file name, and
   * would answer from that without reading the cache, as a new process does.
   */
  function runCopy(cache: Buffer | 'none' | 'as built' = 'as built') {
    const copy = join(dir, `copy-${++copies}`);
    mkdirSync(copy);
    copyFileSync(built(), join(copy, 'serve.cjs'));
    if (cache === 'as built') copyFileSync(`${built()}.cache`, join(copy, 'serve.cjs.cache'));
    else if (cache !== 'none') writeFileSync(join(copy, 'serve.cjs.cache'), cache);
    const { exports, script } = runBundle(join(copy, 'serve.cjs'));
    const { answer, file } = exports as { answer(): number; file: string };
    return { answer: answer(), file, rejected: script.cachedDataRejected };
  }

  it('PERF cold start: the bundle runs from the cache written beside it, and answers as compiled from its text', () => {
    writeFileSync(built(), bundleText(42));
    expect(runCopy('none')).toEqual({ answer: 42, file: 'serve.cjs', rejected: undefined });
    writeCodeCache(built());
    expect(runCopy()).toEqual({ answer: 42, file: 'serve.cjs', rejected: false });
  });

  it('PERF cold start: a bundle rebuilt after its cache (same length: all V8 checks) runs its new text', () => {
    writeFileSync(built(), bundleText(41));
    writeCodeCache(built());
    writeFileSync(built(), bundleText(42));
    // Not offered to V8 at all: the cache's hash is not the text's.
    expect(runCopy()).toMatchObject({ answer: 42, rejected: undefined });
  });

  it('PERF cold start: a damaged or truncated cache is ignored and the bundle compiles from its text', () => {
    writeFileSync(built(), bundleText(42));
    writeCodeCache(built());
    const cache = readFileSync(`${built()}.cache`);
    // The right hash before bytes V8 cannot read: V8 itself refuses them.
    const damaged = Buffer.concat([cache.subarray(0, 20), Buffer.alloc(cache.length - 20, 7)]);
    expect(runCopy(damaged)).toMatchObject({ answer: 42, rejected: true });
    expect(runCopy(cache.subarray(0, 5))).toMatchObject({ answer: 42, rejected: undefined });
  });
});
