import type { FeatureWords } from './tree';
import * as guestJourney from './guestJourney';

/**
 * Every feature's words (`src/i18n/<feature>.ts`, each rooted at the catalog's root, e.g. `{ ep: { partners: … } }`):
 * the one list, merged once for the app (admin/i18n/i18nProvider.ts) and once for the server (server/http/words.ts).
 * A new feature adds its module here and nowhere else.
 */
export const FEATURE_WORDS: readonly FeatureWords[] = [guestJourney];
