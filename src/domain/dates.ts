import { z } from 'zod';
import { maxLengthMessage } from './validation';
import { withArgs } from './messageArgs';

// The business's day has a module of its own, without zod, for the driver's phone screen (issue 44).
export { BUSINESS_TIME_ZONE, businessToday } from './businessDay';

/**
 * The one date type: every date field of every schema uses it, so the form and the server refuse the same
 * impossible days (2026-02-30, 2026-13-01, 0000-00-00) and far-off years that no screen can show.
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** The rules' messages: catalog keys (src/admin/i18n), in the user's language on screen and Spanish from the server. */
export const DATE_MESSAGE = 'ep.validation.date';
export const DATE_RANGE_MESSAGE = withArgs('ep.validation.dateRange', { first: FIRST_DAY, last: LAST_DAY });
export const DATETIME_MESSAGE = 'ep.validation.dateTime';

/** True when `value` is YYYY-MM-DD naming a day that exists (leap years included). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear keeps the year as written.
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const inDateRange = (value: string) => value >= FIRST_DAY && value <= LAST_DAY;

/** A real calendar day, YYYY-MM-DD, between FIRST_DAY and LAST_DAY. */
export const calendarDate = () =>
  z
    .string()
    .max(10, maxLengthMessage(10))
    .refine(isCalendarDate, DATE_MESSAGE)
    .refine((value) => !isCalendarDate(value) || inDateRange(value), DATE_RANGE_MESSAGE);

/**
 * An instant: a full ISO 8601 date and time with its offset (what the server stores, e.g.
 * 2026-11-24T20:47:11.000Z), on a real day of the same range.
 */
export function isIsoDateTime(value: string): boolean {
  const match =
    /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(value);
  return Boolean(match) && isCalendarDate(match![1]) && inDateRange(match![1]) && !Number.isNaN(Date.parse(value));
}

export const isoDateTime = () => z.string().max(35, maxLengthMessage(35)).refine(isIsoDateTime, DATETIME_MESSAGE);
