/** `T` without its index signatures: only the keys it names, at every depth. */
export type KnownKeys<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] extends string
    ? string
    : KnownKeys<T[K]>;
};

/**
 * The part of `Full` that `Have` lacks: whole missing sections, and the missing leaves inside shared ones.
 * Typing a completion as `MissingKeys<Full, Have>` makes a forgotten key (or a stale one) a compile error.
 */
export type MissingKeys<Full, Have> = {
  [
    K in keyof Full as K extends keyof Have
      ? Full[K] extends string
        ? never
        : object extends MissingKeys<Full[K], Have[K]>
          ? never
          : K
      : K
  ]: K extends keyof Have ? MissingKeys<Full[K], Have[K]> : Full[K];
};
