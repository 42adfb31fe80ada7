import { FEATURE_WORDS } from './features';
import { mergeTrees, type Tree } from './tree';

export type Language = 'es' | 'en' | 'fr';

/** The features' words of one language merged into one tree; French falls back to English where a feature has none. */
export const featureCatalog = (language: Language): Tree =>
  FEATURE_WORDS.reduce<Tree>(
    (merged, words) => mergeTrees(merged, (language === 'fr' ? (words.fr ?? words.en) : words[language]) as Tree),
    {},
  );
