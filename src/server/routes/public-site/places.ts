import { placesLeft } from '../../../domain/tourPricing';
import type { Executor, Json } from '../../db/repository';

/** The people a tour takes on one day (the capacity the bookings are checked against); null when it has none. */
export const dailyCapacity = (tour: { capacity_per_day?: unknown }): number | null =>
  tour.capacity_per_day === null || tour.capacity_per_day === undefined ? null : Number(tour.capacity_per_day);

/** People booked on the tour that day (at that departure, when given) in bookings that hold places (not cancelada). */
export async function bookedOn(db: Executor, tourId: number, fecha: string, departure?: string): Promise<number> {
  let query = db
    .selectFrom('reservations')
    .select((eb) => eb.fn.sum<number>('personas').as('people'))
    .where('tour_id', '=', tourId)
    .where('fecha', '=', fecha)
    .where('estado', '<>', 'cancelada');
  if (departure !== undefined) query = query.where('departure_time', '=', departure);
  const row = await query.executeTakeFirst();
  return Number(row?.people ?? 0);
}

export interface Availability {
  tour_id: number;
  date: string;
  capacity: number | null;
  booked: number;
  /** Null when the tour has no daily limit; never below 0. */
  left: number | null;
}

/**
 * Capacity counts per departure: one asked gives its own places; otherwise the day's, every departure's
 * capacity together (a tour without set times has one a day).
 */
export async function availability(db: Executor, tour: Json, date: string, time?: string): Promise<Availability> {
  const times = Array.isArray(tour.departure_times) ? (tour.departure_times as string[]) : [];
  const asked = time !== undefined && times.includes(time) ? time : undefined;
  const perDeparture = dailyCapacity(tour);
  const capacity =
    perDeparture === null || asked !== undefined ? perDeparture : perDeparture * Math.max(1, times.length);
  const booked = await bookedOn(db, Number(tour.id), date, asked);
  return { tour_id: Number(tour.id), date, capacity, booked, left: placesLeft(capacity, booked) };
}
