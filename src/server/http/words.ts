import { es } from '../../i18n/features';
import { phrase } from '../../i18n/phrase';

/**
 * What the server answers, in the app's default language: a catalog key (or a domain rule's key with arguments)
 * becomes the Spanish catalog's words (src/i18n, merged once here), the same the screens show; any other text goes
 * out as it is. Legacy callers read these messages, so they stay the spec's wording.
 */
export const spanish = (message: string, args?: Record<string, unknown>) => phrase(es, message, args);

/** Every field message of an answer, in Spanish. */
export const spanishFields = (fields: Record<string, string> | undefined) =>
  fields && Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, spanish(message)]));
