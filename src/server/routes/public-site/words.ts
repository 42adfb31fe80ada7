import { es } from '../../../i18n/publicSite/es';
import { en } from '../../../i18n/publicSite/en';
import { fr } from '../../../i18n/publicSite/fr';

/** The languages the site offers (SET-01's English, Español, Français), each at a URL of its own. */
export const SITE_LANGUAGES = ['es', 'en', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export type SiteWords = (typeof en)['publicSite'];

export const SITE_WORDS: Record<SiteLanguage, SiteWords> = { es: es.publicSite, en: en.publicSite, fr: fr.publicSite };

export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', es: 'Español', fr: 'Français' };

export const isSiteLanguage = (value: unknown): value is SiteLanguage => SITE_LANGUAGES.includes(value as SiteLanguage);
