import { placesLeft } from '../../../domain/tourPricing';
import type { Executor, Json } from '../../db/repository';

/** The people a tour takes on one day (the capacity the bookings are checked against); null when it has none. */
export const dailyCapacity = (tour: { capacity_per_day?: unknown }): number | null =>
  tour.capacity_per_day === null || tour.capacity_per_day === undefined ? null : Number(tour.capacity_per_day);

/** People booked on the tour that day in bookings that hold places (every state but cancelada). */
export async function bookedOn(db: Executor, tourId: number, fecha: string): Promise<number> {
  const row = await db
    .selectFrom('reservations')
    .select((eb) => eb.fn.sum<number>('personas').as('people'))
    .where('tour_id', '=', tourId)
    .where('fecha', '=', fecha)
    .where('estado', '<>', 'cancelada')
    .executeTakeFirst();
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

export async function availability(db: Executor, tour: Json, date: string): Promise<Availability> {
  const capacity = dailyCapacity(tour);
  const booked = await bookedOn(db, Number(tour.id), date);
  return { tour_id: Number(tour.id), date, capacity, booked, left: placesLeft(capacity, booked) };
}
