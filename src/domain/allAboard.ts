import { durationMinutes, hourOf, minutesOf } from './runDuration';

/**
 * Cruise guests (issue 39): a tour must bring them back to the port well before their ship's all-aboard time. One
 * rule for the manifest's warning, the staff form's warning and the public form's refusal, said the same way.
 */

/** A cruise guest must be back this long before the ship's all-aboard time. */
export const ALL_ABOARD_MARGIN_MINUTES = 60;

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * When a tour leaving at `departs` ('HH:MM': its set departure, else the booking's pickup) is back, by its
 * free-text duration read on the safe side (runDuration.ts); '' when it has no time to leave at.
 */
export const tourReturn = (departs: string, duration: string): string =>
  HOUR.test(departs) ? hourOf(minutesOf(departs) + durationMinutes(duration)) : '';

/** Where the return falls against the all-aboard time: before it (too close), at it, or after it. */
export type AllAboardSide = 'before' | 'same' | 'after';

export interface AllAboardRisk {
  back: string;
  all_aboard: string;
  side: AllAboardSide;
  /** How far apart the return and the all-aboard time are, in minutes, whichever side the return is on. */
  minutes: number;
}

/**
 * Whether a return at `back` leaves less than the margin before `allAboard`, and on which side of it it falls;
 * undefined when the guests are back in time or either time is unknown.
 */
export function allAboardRisk(back: string, allAboard: string): AllAboardRisk | undefined {
  if (!HOUR.test(back) || !HOUR.test(allAboard)) return undefined;
  const gap = minutesOf(allAboard) - minutesOf(back);
  if (gap >= ALL_ABOARD_MARGIN_MINUTES) return undefined;
  return {
    back,
    all_aboard: allAboard,
    side: gap > 0 ? 'before' : gap === 0 ? 'same' : 'after',
    minutes: Math.abs(gap),
  };
}

/** The risk of one booking: its tour's return from its departure (else its pickup) against its ship's call. */
export const bookingAllAboardRisk = (
  booking: { departure_time?: string; pickup_time?: string },
  tour: { duracion: string },
  call: { all_aboard_time: string },
): AllAboardRisk | undefined =>
  allAboardRisk(tourReturn(booking.departure_time || booking.pickup_time || '', tour.duracion), call.all_aboard_time);

/**
 * The words' key for a risk: `<prefix>.before`, `.same` or `.after`, so a return after all-aboard never reads as
 * before.
 */
export const allAboardKey = (prefix: string, risk: Pick<AllAboardRisk, 'side'>) => `${prefix}.${risk.side}`;
