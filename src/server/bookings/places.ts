import { placesLeftMessage } from '../../domain/bookings';
import { spanish } from '../http/words';
import { fits, placesLeft } from '../../domain/tourPricing';
import { toursResource } from '../../domain/tours';
import { findRow } from '../db/queries';
import { type Executor, type Json, codecOf } from '../db/repository';
import { coded } from '../http/errors';
import { lockRow } from './locks';

const tours = codecOf(toursResource);

/**
 * The tour, read for a booking's write. On PostgreSQL its row stays locked until the transaction ends, so two
 * bookings of the same tour take their places one after the other and the second sees the first; SQLite runs
 * one write transaction at a time on its one connection, which serialises them already.
 */
export async function lockTour(trx: Executor, tourId: number): Promise<Json | undefined> {
  await lockRow(trx, 'tours', tourId);
  return findRow(trx, tours, tourId);
}

/**
 * People of the departure's bookings (the tour's, on the day, at that time: '' for a tour without set times)
 * that hold places (not cancelled), but the one being written.
 */
export async function bookedPeople(
  trx: Executor,
  tourId: number,
  fecha: string,
  departure: string,
  exceptId?: number,
): Promise<number> {
  let query = trx
    .selectFrom('reservations')
    .select((eb) => eb.fn.sum<number>('personas').as('people'))
    .where('tour_id', '=', tourId)
    .where('fecha', '=', fecha)
    .where('departure_time', '=', departure)
    .where('estado', '<>', 'cancelada');
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return Number((await query.executeTakeFirst())?.people ?? 0);
}

export interface PlacesRequest {
  tour: Json;
  fecha: string;
  /** The departure's time ('' for a tour without set times): capacity counts per departure. */
  departure: string;
  people: number;
  /** The booking being changed, whose own places do not count against it. */
  exceptId?: number;
  /** The owner takes the day past its capacity knowingly. */
  overbook: boolean;
}

/**
 * Refuses a party the departure cannot take (409 `over_capacity` naming the places left) unless the owner
 * overbooks; answers the places left before the booking, so an overbooking can be recorded with them.
 */
export async function takePlaces(
  trx: Executor,
  { tour, fecha, departure, people, exceptId, overbook }: PlacesRequest,
): Promise<{ left: number | null; overbooked: boolean }> {
  const capacity =
    tour.capacity_per_day === null || tour.capacity_per_day === undefined ? null : Number(tour.capacity_per_day);
  const left = placesLeft(
    capacity,
    capacity === null ? 0 : await bookedPeople(trx, Number(tour.id), fecha, departure, exceptId),
  );
  if (fits(people, left)) return { left, overbooked: false };
  if (overbook) return { left, overbooked: true };
  const error = spanish(...placesLeftMessage(left ?? 0, fecha));
  throw coded(409, 'over_capacity', error, { details: { left } });
}
