import { es } from '../../i18n/light/es';
import { phrase } from '../../i18n/phrase';

/**
 * Words for the pages that load before (and without) react-admin and its language switch (login, the public
 * pages, the loading and crash screens): they read their own feature's Spanish (src/i18n/light/es.ts) directly, so
 * they download those few words, not the whole catalog.
 */
export const lightWords = (key: string) => phrase(es, key);
