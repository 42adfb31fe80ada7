import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { raSpanish } from './raSpanish';
import { es, loadEnglishWords } from '../../i18n/features';
import { mergeTrees } from '../../i18n/tree';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/**
 * The catalogs that load with the role area: react-admin's own Spanish words, then every feature's (src/i18n, the
 * app wins on a shared key). Spanish is the default, which polyglot needs at once.
 */
export const MESSAGES = { es: mergeTrees(raSpanish, es) };

/**
 * English is its own chunk (issue 25): most sessions never choose it, and every role area's first load paid
 * for its catalog and react-admin's English words. Loaded once, when chosen.
 */
let english: Promise<TranslationMessages> | undefined;
export const loadEnglish = (): Promise<TranslationMessages> =>
  (english ??= Promise.all([import('ra-language-english'), loadEnglishWords()]).then(([{ default: raEnglish }, en]) =>
    mergeTrees(raEnglish, en),
  ));

/**
 * Spanish by default, English on request (the user menu); react-admin's store remembers the choice and, when it
 * is English, holds the area's first render until the catalog has arrived (no Spanish flash).
 * `allowMissing`: a message that is not a key (a server's answer, a record's own text) shows as written without
 * a console warning each time. A key left untranslated would show as 'ep.…' on screen, which the screen tests
 * look for.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? loadEnglish() : MESSAGES.es),
  'es',
  [...LOCALES],
  { allowMissing: true },
);
