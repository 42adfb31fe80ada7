import { es } from './es';
import { phrase } from './phrase';

/**
 * Words for the pages that load before (and without) react-admin and its language switch (login, the public
 * pages, the loading and crash screens): they read the default catalog directly.
 */
export const lightWords = (key: string) => phrase(es, key);
