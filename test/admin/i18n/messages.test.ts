import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { MESSAGES } from '../../../src/admin/i18n/i18nProvider';
import { appMessages } from '../../../src/admin/i18n/appMessages';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`)));

describe('messages', () => {
  it('SHELL-25 Spanish has every key react-admin 5 defines in English, and no empty one', () => {
    const spanish = new Set(leaves(MESSAGES.es as unknown as Tree));
    expect(leaves(englishMessages as unknown as Tree).filter((key) => !spanish.has(key))).toEqual([]);
    const at = (tree: Tree, key: string) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
    // Blank only where English is blank too (ra.boolean.null).
    const empty = leaves(englishMessages as unknown as Tree).filter(
      (key) => String(at(MESSAGES.es as unknown as Tree, key)).trim() === '' && String(at(englishMessages as unknown as Tree, key)).trim() !== '',
    );
    expect(empty).toEqual([]);
  });

  it('SHELL-25 the app words exist in both languages with the same keys', () => {
    expect(leaves(appMessages.en as unknown as Tree)).toEqual(leaves(appMessages.es as unknown as Tree));
  });
});
