import { formatDistance } from 'date-fns';
import { enUS, es, type Locale } from 'date-fns/locale';

const DATE_LOCALES: Record<string, Locale> = { es, en: enUS };

/** How long ago, in the chosen language: 'hace 5 minutos' / '5 minutes ago'. */
export const notificationAge = (isoDate: string, locale: string, now: Date = new Date()) =>
  formatDistance(new Date(isoDate), now, { addSuffix: true, locale: DATE_LOCALES[locale] ?? es });
