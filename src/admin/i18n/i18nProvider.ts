import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { raSpanish } from './raSpanish';
import { es } from './es';
import { en } from './en';
import { mergeMessages } from './messageTypes';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** react-admin's own words, then the app's catalog of the same language (the app wins on a shared key). */
export const MESSAGES = {
  es: mergeMessages(raSpanish, es),
  en: mergeMessages(englishMessages, en),
};

/**
 * Spanish by default, English on request (the user menu); react-admin's store remembers the choice.
 * `allowMissing`: a message that is not a key (a server's answer, a record's own text) shows as written without
 * a console warning each time. A key left untranslated would show as 'ep.…' on screen, which the screen tests
 * look for.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as Locale] ?? MESSAGES.es,
  'es',
  [...LOCALES],
  { allowMissing: true },
);
