import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sourceFiles } from '../support/sourceFiles';
import { describe, expect, it } from 'vitest';
import { lightWords } from '../../../src/admin/i18n/lightWords';
import { FAQ_LANGUAGES } from '../../../src/domain/faqLanguages';

const ADMIN = join(__dirname, '../../../src/admin');

/** The source of every file under src/admin that reads words through lightWords. */
const lightPages = () =>
  sourceFiles(ADMIN, /\.tsx?$/)
    .map((path) => readFileSync(path, 'utf8'))
    .filter((source) => source.includes("i18n/lightWords'"));

describe('light pages words', () => {
  it(
    'SHELL-09 PUB-02 every catalog key a light page names is in its own small catalog, so none shows ' + 'a bare key',
    () => {
      const pages = lightPages();
      expect(pages.length).toBeGreaterThanOrEqual(6);
      const keys = pages.flatMap((source) =>
        [...source.matchAll(/['"`](ep\.[\w.]+\w)['"`]/g)].map((match) => match[1]),
      );
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) expect(lightWords(key), key).not.toBe(key);
      for (const code of FAQ_LANGUAGES) expect(lightWords(`ep.public.faqLanguages.${code}`)).not.toMatch(/^ep\./);
    },
  );
});
