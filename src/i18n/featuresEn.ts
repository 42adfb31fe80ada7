import { loadEnglishWords } from './features';

/**
 * The English catalog for the server, loaded once when the server starts (the list is FEATURE_EN in features.ts).
 * The app never imports this module: it loads the same list when a user chooses English (admin/i18n/i18nProvider.ts).
 */
export const en = await loadEnglishWords();
