import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { es, FEATURE_EN, FEATURE_ES } from '../../../src/i18n/features';
import { en } from '../../../src/i18n/featuresEn';
import { FEATURE_FR } from '../../../src/i18n/featuresFr';
import { sourceFiles } from '../support/sourceFiles';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  );
const at = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
// Each name once: a plural phrase repeats its count in each form, and the languages have different numbers of forms.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name))].sort();

/** Every feature's module of each language, found by the convention (src/i18n/features.ts), not by the lists. */
const SPANISH = import.meta.glob<Tree>('../../../src/i18n/*/es.ts', { eager: true, import: 'es' });
const ENGLISH = import.meta.glob<Tree>('../../../src/i18n/*/en.ts', { eager: true, import: 'en' });
const FRENCH = import.meta.glob<Tree>('../../../src/i18n/*/fr.ts', { eager: true, import: 'fr' });
const featureOf = (path: string) => path.split('/').at(-2)!;

const NONE = { missing: [], extra: [], empty: [], differingValues: [] };
/** What differs between a Spanish tree and another language's: keys either lacks, empty phrases, named values. */
function sameWords(spanish: Tree, other: Tree) {
  const theirs = new Set(leaves(other));
  const ours = new Set(leaves(spanish));
  const shared = leaves(spanish).filter((key) => theirs.has(key));
  return {
    missing: [...ours].filter((key) => !theirs.has(key)),
    extra: [...theirs].filter((key) => !ours.has(key)),
    empty: [spanish, other].flatMap((tree) => leaves(tree).filter((key) => String(at(tree, key)).trim() === '')),
    differingValues: shared.filter(
      (key) => placeholders(String(at(spanish, key))).join() !== placeholders(String(at(other, key))).join(),
    ),
  };
}

describe('messages', () => {
  it('SHELL-25 Spanish has every key react-admin 5 defines in English, and no empty one', () => {
    const spanish = new Set(leaves(MESSAGES.es as unknown as Tree));
    expect(leaves(englishMessages as unknown as Tree).filter((key) => !spanish.has(key))).toEqual([]);
    // Blank only where English is blank too (ra.boolean.null).
    const empty = leaves(englishMessages as unknown as Tree).filter(
      (key) =>
        String(at(MESSAGES.es as unknown as Tree, key)).trim() === '' &&
        String(at(englishMessages as unknown as Tree, key)).trim() !== '',
    );
    expect(empty).toEqual([]);
  });

  it('I18N the two catalogs have the same keys, none empty, and each phrase names the same values in both', () => {
    expect(sameWords(es as unknown as Tree, en as unknown as Tree)).toEqual(NONE);
  });

  it(
    'I18N every feature module has the keys of its Spanish in English (and French where it has one), none ' +
      'empty, the same values named',
    () => {
      const names = Object.keys(SPANISH).map(featureOf);
      expect(names.length).toBeGreaterThan(15);
      expect(Object.keys(ENGLISH).map(featureOf)).toEqual(names);
      for (const path of Object.keys(FRENCH)) expect(names).toContain(featureOf(path));
      for (const name of names) {
        const spanish = SPANISH[`../../../src/i18n/${name}/es.ts`];
        expect({ name, ...sameWords(spanish, ENGLISH[`../../../src/i18n/${name}/en.ts`]) }).toEqual({ name, ...NONE });
        const french = FRENCH[`../../../src/i18n/${name}/fr.ts`];
        if (french) expect({ name, ...sameWords(spanish, french) }).toEqual({ name, ...NONE });
      }
    },
  );

  it('I18N every feature module is in the list of its language, and no key belongs to two features', async () => {
    const listed = (list: readonly object[], modules: Record<string, Tree>) =>
      Object.entries(modules)
        .filter(([, words]) => !list.includes(words))
        .map(([path]) => path);
    expect(listed(FEATURE_ES, SPANISH)).toEqual([]);
    const english = (await Promise.all(FEATURE_EN.map((load) => load()))).map((module) => module.en);
    expect(listed(english, ENGLISH)).toEqual([]);
    expect(listed(FEATURE_FR, FRENCH)).toEqual([]);
    expect(FEATURE_ES.length).toBe(Object.keys(SPANISH).length);
    expect(FEATURE_EN.length).toBe(Object.keys(ENGLISH).length);
    expect(FEATURE_FR.length).toBe(Object.keys(FRENCH).length);
    // A key in two features would be decided by the order of the list: the merged catalog has every module's keys.
    const all = Object.values(SPANISH).flatMap((words) => leaves(words));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    expect(leaves(es as unknown as Tree).length).toBe(all.length);
  });

  it(
    'STRUCTURE the words live in src/i18n, one module per feature and language, none over 400 lines; src/admin ' +
      'holds no catalog',
    () => {
      const root = join(__dirname, '../../../src');
      const long = sourceFiles(join(root, 'i18n'), /\.ts$/)
        .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length }))
        .filter(({ lines }) => lines > 400);
      expect(long).toEqual([]);
      // A catalog is a module exporting a language's words; src/admin/i18n keeps react-admin's glue only.
      const catalogs = sourceFiles(join(root, 'admin'), /\.tsx?$/).filter((path) =>
        /^export const (es|en|fr)\b/m.test(readFileSync(path, 'utf8')),
      );
      expect(catalogs).toEqual([]);
    },
  );

  it(
    'STRUCTURE both sides read the words layer: no file of src/server imports src/admin, and src/i18n ' +
      'imports neither',
    () => {
      const root = join(__dirname, '../../../src');
      const importing = (folder: string, target: RegExp) =>
        sourceFiles(join(root, folder), /\.tsx?$/).filter((path) =>
          [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].some(([, source]) =>
            target.test(source),
          ),
        );
      expect(importing('server', /(^|\/)admin\//)).toEqual([]);
      expect(importing('i18n', /(^|\/)(admin|server)\//)).toEqual([]);
    },
  );
});
