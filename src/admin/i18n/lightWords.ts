import { lightEs } from './lightEs';
import { phrase } from '../../i18n/phrase';

/**
 * Words for the pages that load before (and without) react-admin and its language switch (login, the public
 * pages, the loading and crash screens): they read their own part of the default catalog (lightEs.ts) directly.
 */
export const lightWords = (key: string) => phrase({ ep: lightEs }, key);
