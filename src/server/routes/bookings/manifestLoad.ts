import type { Kysely } from 'kysely';
import { assignedIds, buildManifest, type Manifest, type ManifestBookingRow } from '../../../domain/manifest';
import { CHECKIN_STATES, GUEST_LANGUAGES } from '../../../domain/bookings';
import type { Database } from '../../db/schema';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Every table loadManifest reads: a kept day's answer is built anew when a row of any of them is written. */
export const MANIFEST_TABLES = {
  tables: ['reservations', 'tours', 'departure_assignments', 'ship_calls', 'users', 'fleet_vehicles', 'transfer_zones'],
} as const;

/**
 * The day's rows, one query per table (bookings and ship calls by their indexed day, the day's departure
 * assignments, the tours the bookings name, the drivers and vehicles the day names), handed to the pure builder.
 */
export async function loadManifest(db: Kysely<Database>, date: string): Promise<Manifest> {
  const bookings = await db
    .selectFrom('reservations')
    .select([
      'id',
      'version',
      'tour_id',
      'departure_time',
      'kind',
      'nombre',
      'adults',
      'children',
      'personas',
      'pickup_place',
      'pickup_time',
      'telefono',
      'language',
      'balance',
      'notas',
      'checkin',
      'estado',
      'flight_number',
      'arrival_time',
      'transfer_from',
      'transfer_to',
      'luggage',
      'zone_id',
      'ship_call_id',
      'driver_id',
      'fleet_vehicle_id',
    ])
    .where('fecha', '=', date)
    .where('estado', '<>', 'cancelada')
    .execute();
  const tourIds = [...new Set(bookings.flatMap((booking) => (booking.tour_id === null ? [] : [booking.tour_id])))];
  const zoneIds = [...new Set(bookings.flatMap((booking) => (booking.zone_id === null ? [] : [booking.zone_id])))];
  const [tours, assignmentRows, shipCalls, zones] = await Promise.all([
    tourIds.length === 0
      ? []
      : db
          .selectFrom('tours')
          .select(['id', 'nombre', 'duracion', 'capacity_per_day'])
          .where('id', 'in', tourIds)
          .execute(),
    db
      .selectFrom('departure_assignments')
      .select(['tour_id', 'departure_time', 'driver_id', 'fleet_vehicle_id', 'version'])
      .where('fecha', '=', date)
      .execute(),
    db
      .selectFrom('ship_calls')
      .select(['id', 'ship', 'terminal', 'arrival_time', 'all_aboard_time'])
      .where('date', '=', date)
      .execute(),
    zoneIds.length === 0
      ? []
      : db.selectFrom('transfer_zones').select(['id', 'name']).where('id', 'in', zoneIds).execute(),
  ]);
  const assignments = assignmentRows.map((row) => ({
    tour_id: Number(row.tour_id),
    departure_time: row.departure_time,
    driver_id: idOrNull(row.driver_id),
    fleet_vehicle_id: idOrNull(row.fleet_vehicle_id),
    version: Number(row.version),
  }));
  // Only the drivers and vehicles the day names: a choice among all of them is the screen's, from their own lists.
  const named = assignedIds(
    bookings.map((row) => ({ driver_id: idOrNull(row.driver_id), fleet_vehicle_id: idOrNull(row.fleet_vehicle_id) })),
    assignments,
  );
  const [drivers, vehicles] = await Promise.all([
    named.drivers.length === 0
      ? []
      : db
          .selectFrom('users')
          .select(['id', 'username', 'phone'])
          .where('id', 'in', named.drivers)
          .where('role', '=', 'Driver')
          .execute(),
    named.vehicles.length === 0
      ? []
      : db
          .selectFrom('fleet_vehicles')
          .select(['id', 'name', 'plate', 'seats'])
          .where('id', 'in', named.vehicles)
          .execute(),
  ]);
  return buildManifest({
    date,
    bookings: bookings.map((row): ManifestBookingRow => ({
      ...row,
      id: Number(row.id),
      version: Number(row.version),
      tour_id: idOrNull(row.tour_id),
      zone_id: idOrNull(row.zone_id),
      kind: row.kind === 'transfer' ? 'transfer' : 'tour',
      adults: Number(row.adults),
      children: Number(row.children),
      personas: Number(row.personas),
      language: oneOf(GUEST_LANGUAGES, row.language, 'es'),
      balance: Number(row.balance),
      checkin: oneOf(CHECKIN_STATES, row.checkin, 'pendiente'),
      luggage: Number(row.luggage),
      ship_call_id: idOrNull(row.ship_call_id),
      driver_id: idOrNull(row.driver_id),
      fleet_vehicle_id: idOrNull(row.fleet_vehicle_id),
    })),
    tours: tours.map((tour) => ({ ...tour, id: Number(tour.id), capacity_per_day: idOrNull(tour.capacity_per_day) })),
    assignments,
    drivers: drivers.map((driver) => ({ ...driver, id: Number(driver.id) })),
    vehicles: vehicles.map((vehicle) => ({ ...vehicle, id: Number(vehicle.id), seats: Number(vehicle.seats) })),
    shipCalls: shipCalls.map((call) => ({ ...call, id: Number(call.id) })),
    zones: zones.map((zone) => ({ ...zone, id: Number(zone.id) })),
  });
}
