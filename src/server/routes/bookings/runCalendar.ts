import type { Kysely } from 'kysely';
import { buildCalendar, monthBounds, type RunCalendar, type ShipInPort } from '../../../domain/runCalendar';
import type { Database } from '../../db/schema';

/** How many set times a tour's stored list (JSON text) holds. */
const timesIn = (stored: string): number => {
  try {
    const times: unknown = JSON.parse(stored);
    return Array.isArray(times) ? times.length : 0;
  } catch {
    return 0;
  }
};

/** The month's booked people per day and tour (cancelled ones hold no places) and its ship calls. */
export async function loadCalendar(db: Kysely<Database>, month: string): Promise<RunCalendar> {
  const { first, last } = monthBounds(month);
  const [bookings, ships] = await Promise.all([
    db
      .selectFrom('reservations')
      .innerJoin('tours', 'tours.id', 'reservations.tour_id')
      .select((eb) => [
        'reservations.fecha',
        'reservations.tour_id',
        'reservations.departure_time',
        'tours.nombre',
        'tours.capacity_per_day',
        'tours.departure_times',
        eb.fn.sum<number | string>('reservations.personas').as('people'),
      ])
      .where('reservations.fecha', '>=', first)
      .where('reservations.fecha', '<=', last)
      .where('reservations.estado', '<>', 'cancelada')
      .groupBy([
        'reservations.fecha',
        'reservations.tour_id',
        'reservations.departure_time',
        'tours.nombre',
        'tours.capacity_per_day',
        'tours.departure_times',
      ])
      .execute(),
    db
      .selectFrom('ship_calls')
      .select(['date', 'ship'])
      .where('date', '>=', first)
      .where('date', '<=', last)
      .orderBy('date')
      .orderBy('arrival_time')
      .execute(),
  ]);
  return buildCalendar(
    month,
    bookings.map((row) => ({
      fecha: row.fecha,
      tour_id: Number(row.tour_id),
      tour_name: row.nombre,
      people: Number(row.people),
      departure_time: row.departure_time,
      capacity: row.capacity_per_day === null ? null : Number(row.capacity_per_day),
      departures: timesIn(row.departure_times),
    })),
    ships,
  );
}

/** The day's ships in port, each with the people booked off it (the dashboard's today row). */
export async function loadShipsInPort(db: Kysely<Database>, date: string): Promise<ShipInPort[]> {
  const rows = await db
    .selectFrom('ship_calls')
    .leftJoin('reservations', (join) =>
      join
        .onRef('reservations.ship_call_id', '=', 'ship_calls.id')
        .on('reservations.estado', '<>', 'cancelada')
        .on('reservations.fecha', '=', date),
    )
    .select((eb) => [
      'ship_calls.id',
      'ship_calls.ship',
      'ship_calls.terminal',
      'ship_calls.arrival_time',
      'ship_calls.all_aboard_time',
      eb.fn.coalesce(eb.fn.sum<number | string>('reservations.personas'), eb.lit(0)).as('people'),
    ])
    .where('ship_calls.date', '=', date)
    .groupBy([
      'ship_calls.id',
      'ship_calls.ship',
      'ship_calls.terminal',
      'ship_calls.arrival_time',
      'ship_calls.all_aboard_time',
    ])
    .orderBy('ship_calls.arrival_time')
    .orderBy('ship_calls.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), people: Number(row.people) }));
}
