import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lightWords } from '../../../src/admin/i18n/lightWords';
import { FAQ_LANGUAGES } from '../../../src/domain/faqLanguages';

const ADMIN = join(__dirname, '../../../src/admin');

/** Every source file under src/admin that reads words through lightWords. */
function lightPages(dir = ADMIN): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return lightPages(path);
    return /\.tsx?$/.test(entry.name) && readFileSync(path, 'utf8').includes("i18n/lightWords'") ? [path] : [];
  });
}

describe('light pages words', () => {
  it('SHELL-09 PUB-02 every catalog key a light page names is in its own small catalog, so none shows a bare key', () => {
    const pages = lightPages();
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const keys = pages.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/['"`](ep\.[\w.]+\w)['"`]/g)].map((match) => match[1]));
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) expect(lightWords(key), key).not.toBe(key);
    for (const code of FAQ_LANGUAGES) expect(lightWords(`ep.public.faqLanguages.${code}`)).not.toMatch(/^ep\./);
  });
});
