import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { es } from '../../../src/admin/i18n/es';
import { en } from '../../../src/admin/i18n/en';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  );
const at = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
// Each name once: a plural phrase repeats its count in each form, and the languages have different numbers of forms.
const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name))].sort();

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
    const spanish = es as unknown as Tree;
    const english = en as unknown as Tree;
    expect(leaves(english)).toEqual(leaves(spanish));
    for (const tree of [spanish, english])
      expect(leaves(tree).filter((key) => String(at(tree, key)).trim() === '')).toEqual([]);
    const differing = leaves(spanish).filter(
      (key) => placeholders(String(at(spanish, key))).join() !== placeholders(String(at(english, key))).join(),
    );
    expect(differing).toEqual([]);
  });
});
