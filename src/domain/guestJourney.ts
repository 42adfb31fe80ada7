import { tripStart } from './cancellation';

/**
 * The guest's journey (issue 39) as rules: the booking's reference, when a guest may still cancel, when a
 * visitor may still book, the outbox's retry delays and the reminder's day. No words: the server and the pages
 * say them in the guest's language.
 */

/** The business's clock: Santo Domingo keeps UTC-4 all year (no daylight saving). */
const HOUR_MS = 3_600_000;

// Its own module, without the money rules (and zod), for the driver's phone screen (issue 44).
export { bookingReference } from './bookingReference';

/** The booking id a typed reference names ('EP-000365', 'ep 365', '000365', '365'); undefined for anything else. */
export function referenceNumber(text: string): number | undefined {
  const match = /^\s*(?:ep[\s-]*)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** A phone number's digits alone, so '+1 (809) 555-0111' and '8095550111' meet. */
export const phoneDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The last moment the guest may cancel free from their page: N hours before the trip starts, as the tour's policy
 * counts it for staff (cancellation.ts), so the page and the refund agree.
 */
export const freeCancelUntil = (fecha: string, pickupTime: string, hours: number) =>
  new Date(tripStart(fecha, pickupTime).getTime() - hours * HOUR_MS);

/** Whether the guest may still cancel from their page. */
export function guestMayCancel(
  booking: { estado: string; fecha: string; pickup_time?: string },
  hours: number,
  now: Date = new Date(),
): boolean {
  if (booking.estado === 'cancelada') return false;
  return now.getTime() <= freeCancelUntil(booking.fecha, booking.pickup_time ?? '', hours).getTime();
}

/** The business's wall clock: its day and hour ('HH:MM'). */
export function businessClock(now: Date = new Date()): { day: string; hour: string } {
  const shifted = new Date(now.getTime() - 4 * HOUR_MS).toISOString();
  return { day: shifted.slice(0, 10), hour: shifted.slice(11, 16) };
}

/** The calendar day after `day` ('2026-12-31' → '2027-01-01'). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Why a visitor may no longer book this tour on `fecha`: too late for today ('sameDay') or for tomorrow
 * ('nextDay'), as the tour's cut-off hours say; undefined while booking is open.
 */
export function bookingCutoff(
  tour: { same_day_cutoff?: string; next_day_cutoff?: string },
  fecha: string,
  now: Date = new Date(),
): { reason: 'sameDay' | 'nextDay'; hour: string } | undefined {
  const { day, hour } = businessClock(now);
  if (fecha === day && tour.same_day_cutoff && hour >= tour.same_day_cutoff)
    return { reason: 'sameDay', hour: tour.same_day_cutoff };
  if (fecha === nextDay(day) && tour.next_day_cutoff && hour >= tour.next_day_cutoff)
    return { reason: 'nextDay', hour: tour.next_day_cutoff };
  return undefined;
}

/** How long the outbox waits before trying a message again: doubling from `baseMs`, at most six hours. */
export const retryDelay = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * HOUR_MS);

/** The reminder goes out on the day before the trip, from the owner's hour on (business time). */
export function reminderDue(reminderHour: string, now: Date = new Date()): { tripDay: string } | undefined {
  const { day, hour } = businessClock(now);
  return hour >= reminderHour ? { tripDay: nextDay(day) } : undefined;
}

/** What the outbox holds for a booking; `status` of a message: waiting (or retrying), sent, or given up. */
export const GUEST_MESSAGE_KINDS = ['confirmation', 'update', 'cancellation', 'payment', 'reminder'] as const;
export type GuestMessageKind = (typeof GUEST_MESSAGE_KINDS)[number];
export const GUEST_MESSAGE_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type GuestMessageState = (typeof GUEST_MESSAGE_STATES)[number];
