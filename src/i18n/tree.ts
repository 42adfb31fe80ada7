/** A catalog of words: nested sections whose leaves are phrases ('… |||| …' for plurals, '%{name}' for values). */
export type Tree = { readonly [key: string]: string | Tree };

/** Recursive merge of message trees; `extra` wins on a shared leaf. */
export function mergeTrees<A extends object, B extends object>(base: A, extra: B): A & B {
  const merged: { [key: string]: string | Tree } = { ...(base as Tree) };
  for (const [key, value] of Object.entries(extra as Tree)) {
    const current = merged[key];
    merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
  }
  return merged as A & B;
}

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/**
 * The features' words of one language merged into one catalog, typed as all of them at once, so `es.ep.tours.x`
 * type-checks wherever the merged catalog is read (the server's answers, the tests).
 */
export const mergeAll = <T extends readonly object[]>(trees: T): Intersection<T[number]> =>
  trees.reduce<object>((merged, tree) => mergeTrees(merged, tree), {}) as Intersection<T[number]>;
