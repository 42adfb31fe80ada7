import { chooseDeparture, pickupTimeFor, type PickupPoint } from '../../domain/departures';
import type { Json } from '../db/repository';
import { badRequest } from '../http/errors';

const timesOf = (tour: Json | null) => (Array.isArray(tour?.departure_times) ? (tour.departure_times as string[]) : []);
const pointsOf = (tour: Json | null) =>
  Array.isArray(tour?.pickup_points) ? (tour.pickup_points as PickupPoint[]) : [];

/** The departure a booking rides in, or 400 under `departure_time` when its tour runs at other times. */
export function departureOf(tour: Json | null, asked: string | undefined): string {
  const chosen = chooseDeparture({ departure_times: timesOf(tour) }, asked ?? '');
  if ('error' in chosen) throw badRequest(chosen.error, { departure_time: chosen.error });
  return chosen.time;
}

/** The pickup time the tour's place gives at the departure ('' when the place is not one of the tour's). */
export const pickupTimeOf = (tour: Json | null, departure: string, place: string): string =>
  pickupTimeFor({ pickup_points: pointsOf(tour) }, departure, place);
