/** The business's day: bookings and "today" follow Puerto Plata's clock, not the server's. */
export const BUSINESS_TIME_ZONE = 'America/Santo_Domingo';

/**
 * Made once, on first use: an Intl formatter with a time zone costs more to make than a thousand uses (a cold load
 * made dozens).
 */
let businessDays: Intl.DateTimeFormat | undefined;

/** The business's calendar day at `now` (YYYY-MM-DD). */
export function businessToday(now: Date = new Date()): string {
  businessDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = businessDays.formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
