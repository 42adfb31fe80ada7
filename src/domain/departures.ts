import { z } from 'zod';
import { hourOf, minutesOf } from './runDuration';
import { lazy } from './lazy';
import { requiredText } from './validation';

/**
 * A tour's day as the operator runs it (issues 39 and 42): the departures it sets off at (09:00 and 13:00 for
 * two ships) and the places it picks up at, each a number of minutes before the departure. One model serves
 * both: a booking picks a departure, and its pickup time is that departure less its place's minutes, so one
 * list of places times every departure of the day. (An absolute time per place and departure would make the
 * operator type the same drive again for each departure; the drive from Playa Dorada takes as long at 13:00.)
 * A tour without set times runs once a day at no fixed hour, as every tour did before: capacity is the day's.
 */
export const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;
export const MAX_DEPARTURES = 12;
/** Longest a pickup may come before its departure: a whole morning's drive. */
export const MAX_MINUTES_BEFORE = 6 * 60;

export const departureTimesSchema = z
  .array(z.string().regex(HOUR, 'ep.departures.timeFormat'))
  .max(MAX_DEPARTURES)
  .refine((times) => new Set(times).size === times.length, 'ep.departures.timeTwice');

// Built on first use (domain/lazy.ts): the app's first chunk imports this module through the tours' declaration.
export const pickupPointSchema = lazy(() =>
  z.object({
    place: requiredText(200, 'ep.departures.placeRequired'),
    minutes_before: z.coerce
      .number({ error: 'ep.departures.minutesRequired' })
      .int()
      .min(0, 'ep.departures.minutesRange')
      .max(MAX_MINUTES_BEFORE, 'ep.departures.minutesRange'),
  }),
);
export type PickupPoint = z.infer<typeof pickupPointSchema>;
export const pickupPointsSchema = lazy(() =>
  z
    .array(pickupPointSchema)
    .max(50)
    .refine(
      (points) => new Set(points.map((point) => samePlace(point.place))).size === points.length,
      'ep.departures.placeTwice',
    ),
);

export interface TourDay {
  departure_times: string[];
  pickup_points: PickupPoint[];
}

const samePlace = (place: string) => place.trim().toLocaleLowerCase();

/** The tour's departures in the day's order. */
export const departuresOf = (tour: Pick<TourDay, 'departure_times'>): string[] =>
  [...(tour.departure_times ?? [])].sort();

/** 'HH:MM' the given minutes before a departure; '' when it would fall on the day before. */
export function pickupAt(departure: string, minutesBefore: number): string {
  if (!HOUR.test(departure)) return '';
  const minutes = minutesOf(departure) - minutesBefore;
  return minutes < 0 ? '' : hourOf(minutes);
}

/** The tour's pickup place a booking names (same words, any case), if it is one of the tour's. */
export const pickupPointOf = (tour: Pick<TourDay, 'pickup_points'>, place: string): PickupPoint | undefined =>
  (tour.pickup_points ?? []).find((point) => samePlace(point.place) === samePlace(place));

/**
 * The pickup time a booking gets from its place and departure: '' when the place is not the tour's or the
 * booking has no departure to count back from (the time is then staff's to type).
 */
export function pickupTimeFor(tour: Pick<TourDay, 'pickup_points'>, departure: string, place: string): string {
  const point = pickupPointOf(tour, place);
  return point ? pickupAt(departure, point.minutes_before) : '';
}

/**
 * The departure a booking rides in: the one asked when the tour runs at it; the only one when the tour has a
 * single time and none was asked; '' for a tour without set times. Otherwise the message to show under the field.
 */
export function chooseDeparture(
  tour: Pick<TourDay, 'departure_times'>,
  asked: string,
): { time: string } | { error: string } {
  const times = departuresOf(tour);
  if (times.length === 0) return { time: '' };
  if (asked === '' && times.length === 1) return { time: times[0] };
  if (asked === '') return { error: 'ep.departures.choose' };
  return times.includes(asked) ? { time: asked } : { error: 'ep.departures.notATime' };
}

/** Each place with the clock time it gives at each departure, as the tour screen lists it. */
export const pickupTable = (tour: TourDay): { place: string; times: string[] }[] =>
  tour.pickup_points.map((point) => ({
    place: point.place,
    times: departuresOf(tour).map((departure) => pickupAt(departure, point.minutes_before)),
  }));

/** People over a departure's capacity (0 when it fits or has no limit): "3 por encima del cupo", never "-3 libres". */
export const overCapacity = (capacity: number | null, people: number): number =>
  capacity === null ? 0 : Math.max(0, people - capacity);
