import { es } from '../../i18n/features';
import type { Tree } from '../../i18n/tree';

let index: Map<string, string> | undefined;

function indexOf(tree: Tree, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object') indexOf(value, `${prefix}${key}.`, into);
    else if (!into.has(value)) into.set(value, `${prefix}${key}`);
  }
  return into;
}

/**
 * The catalog key of a phrase the server said in Spanish (its answers are in the default language:
 * server/http/words.ts), so a screen in another language can say the same thing in its own words. Built on first use.
 */
export function spanishKeyOf(text: string): string | undefined {
  index ??= indexOf(es as unknown as Tree, '', new Map());
  return index.get(text);
}
