import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { raSpanish } from './raSpanish';
import { appMessages } from './appMessages';
import { mergeMessages } from './messageTypes';
import { folderMessages } from '../resources';

export const LOCALES = [
  { locale: 'es', name: 'Español' },
  { locale: 'en', name: 'English' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

/** A resource folder's own words (resources/<name>/messages.ts) join the catalogs, so adding one edits no catalog. */
const withFolders = <T extends object>(catalog: T, locale: Locale): T =>
  folderMessages.reduce<T>((merged, messages) => mergeMessages(merged, messages[locale]), catalog);

export const MESSAGES = {
  es: withFolders(mergeMessages(raSpanish, appMessages.es), 'es'),
  en: withFolders(mergeMessages(englishMessages, appMessages.en), 'en'),
};

/**
 * Spanish by default, English on request (the user menu); react-admin's store remembers the choice.
 * `allowMissing`: the spec's own messages ('Error al crear el elemento'…) go through notify and labels as
 * plain text, not keys, and show as written without a console warning each time. A key left untranslated
 * would show as 'ep.…' on screen, which the screen tests look for.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => MESSAGES[locale as Locale] ?? MESSAGES.es,
  'es',
  [...LOCALES],
  { allowMissing: true },
);
