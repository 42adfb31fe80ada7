import { format, formatDistance } from 'date-fns';
import { enUS, es, type Locale } from 'date-fns/locale';
import { useLocaleState } from 'react-admin';
import { BUSINESS_TIME_ZONE } from '../../domain/dates';

/**
 * The one way the back office writes a date: date-fns in the UI's language, and instants on the business's
 * clock (Puerto Plata, whatever the browser's zone), so every screen shows the same day and time.
 */

const DATE_LOCALES: Record<string, Locale> = { es, en: enUS };
const localeOf = (locale: string) => DATE_LOCALES[locale] ?? es;

/** The zone instants are shown in: the business's, unless the build names another (VITE_BUSINESS_TIME_ZONE). */
export const DISPLAY_TIME_ZONE: string =
  (import.meta.env.VITE_BUSINESS_TIME_ZONE as string | undefined) || BUSINESS_TIME_ZONE;

/** One formatter per zone, made on first use: making one costs more than formatting a whole list's instants with it. */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall-clock reading of `instant` in `timeZone`, as a local Date date-fns can format. */
function wallClock(instant: Date, timeZone: string): Date {
  const parts = clockOf(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant (ISO) at which the business's clock reads `day` (YYYY-MM-DD) at `time` (HH:mm:ss.SSS). */
export function businessInstant(day: string, time: string, timeZone: string = DISPLAY_TIME_ZONE): string {
  const asUtc = Date.parse(`${day}T${time}Z`);
  const reading = wallClock(new Date(asUtc), timeZone);
  const offset =
    Date.UTC(
      reading.getFullYear(),
      reading.getMonth(),
      reading.getDate(),
      reading.getHours(),
      reading.getMinutes(),
      reading.getSeconds(),
    ) -
    Math.floor(asUtc / 1000) * 1000;
  return new Date(asUtc - offset).toISOString();
}

/** French days (a French guest's message) through the browser's own calendar: the screens load no French date-fns. */
let frenchDay: Intl.DateTimeFormat | undefined;

/** A calendar day (YYYY-MM-DD, no zone): '2 sept 2026' / 'Sep 2, 2026'. Not a day: shown as stored. */
export function formatDay(day: string | null | undefined, locale: string): string {
  if (!day) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  if (locale === 'fr')
    return (frenchDay ??= new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' })).format(
      new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])),
    );
  return format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])), 'PP', { locale: localeOf(locale) });
}

/** An instant (ISO with offset) on the business's clock: '2 sept 2026, 14:05' / 'Sep 2, 2026, 2:05 PM'. */
export function formatInstant(
  iso: string | null | undefined,
  locale: string,
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return format(wallClock(instant, timeZone), 'PPp', { locale: localeOf(locale) });
}

/** The day an instant falls on, on the business's clock: '2 sept 2026'. */
export function formatInstantDay(
  iso: string | null | undefined,
  locale: string,
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return format(wallClock(instant, timeZone), 'PP', { locale: localeOf(locale) });
}

/**
 * A month (YYYY-MM) as a title: 'Diciembre de 2026' / 'December 2026'. Only the first letter is raised: a
 * title-case transform made 'Diciembre De 2026'.
 */
export function formatMonth(month: string, locale: string): string {
  const text = format(new Date(`${month}-01T12:00:00`), locale === 'en' ? 'LLLL yyyy' : "LLLL 'de' yyyy", {
    locale: localeOf(locale),
  });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How long ago, in the chosen language: 'hace 5 minutos' / '5 minutes ago'. */
export const formatAge = (iso: string, locale: string, now: Date = new Date()) =>
  formatDistance(new Date(iso), now, { addSuffix: true, locale: localeOf(locale) });

/** The formatters bound to the UI's current language. */
export function useDates() {
  const [locale] = useLocaleState();
  return {
    day: (day: string | null | undefined) => formatDay(day, locale),
    instant: (iso: string | null | undefined) => formatInstant(iso, locale),
    instantDay: (iso: string | null | undefined) => formatInstantDay(iso, locale),
  };
}
