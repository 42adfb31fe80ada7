import { LOCALE_COOKIE } from '../../domain/firstRows';

/** The language react-admin's store keeps ('es' unless English was chosen), read outside react-admin. */
export function storedLocale(): string {
  try {
    return JSON.parse(localStorage.getItem('RaStore.locale') ?? '"es"') === 'en' ? 'en' : 'es';
  } catch {
    return 'es';
  }
}

/**
 * The same choice as a cookie of the app's paths, which the server reads to write a page's first rows in it
 * (server/routes/first-rows): written when the app starts and when the language is changed.
 */
export function keepLocaleCookie(locale: string = storedLocale()) {
  const value = locale === 'en' ? 'en' : 'es';
  document.cookie = `${LOCALE_COOKIE}=${value}; path=${import.meta.env.BASE_URL}; max-age=31536000; samesite=lax`;
}
