/** A catalog of words: nested sections whose leaves are phrases ('… |||| …' for plurals, '%{name}' for values). */
export type Tree = { readonly [key: string]: string | Tree };

/** The words of one feature in each language the app offers; `fr` where the public site shows them. */
export interface FeatureWords {
  readonly es: Tree;
  readonly en: Tree;
  readonly fr?: Tree;
}

/** Recursive merge of message trees; `extra` wins on a shared leaf. */
export function mergeTrees<A extends object, B extends object>(base: A, extra: B): A & B {
  const merged: { [key: string]: string | Tree } = { ...(base as Tree) };
  for (const [key, value] of Object.entries(extra as Tree)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
  }
  return merged as A & B;
}
