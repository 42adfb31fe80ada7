import type { CheckinState, GuestLanguage } from './reservations';
import { durationMinutes, hourOf, minutesOf } from './runDuration';

/**
 * The day's run (issue 22): who goes where, picked up by whom and when, built from the day's rows alone so the
 * server only loads them and this stays a pure function. Warnings are data (a code and what it names); the
 * screen words them.
 */

/** A transfer is a ride of its own: it takes its driver this long from pickup. */
export const TRANSFER_MINUTES = 60;
/** How long a run keeps its driver after its last pickup: a transfer's fixed time, a tour's duration. */
export const runMinutes = (kind: 'tour' | 'transfer', tourDuration: string): number =>
  kind === 'transfer' ? TRANSFER_MINUTES : durationMinutes(tourDuration);
/** The departure a booking rides in: its tour's of the day, or a transfer's own. */
export const departureKey = (
  booking: { kind: 'tour' | 'transfer'; tour_id: number },
  transferId: number | string,
): string => (booking.kind === 'transfer' ? `transfer-${transferId}` : `tour-${booking.tour_id}`);
/** A cruise guest must be back this long before the ship's all-aboard time. */
export const ALL_ABOARD_MARGIN_MINUTES = 60;

export interface ManifestBookingRow {
  id: number;
  version: number;
  tour_id: number;
  kind: 'tour' | 'transfer';
  nombre: string;
  adults: number;
  children: number;
  personas: number;
  pickup_place: string;
  pickup_time: string;
  telefono: string;
  language: GuestLanguage;
  balance: number;
  notas: string;
  checkin: CheckinState;
  estado: string;
  flight_number: string;
  arrival_time: string;
  transfer_from: string;
  transfer_to: string;
  luggage: number;
  ship_call_id: number | null;
  driver_id: number | null;
  fleet_vehicle_id: number | null;
}
export interface ManifestTourRow {
  id: number;
  nombre: string;
  duracion: string;
  capacity_per_day: number | null;
}
export interface ManifestAssignmentRow {
  tour_id: number;
  driver_id: number | null;
  fleet_vehicle_id: number | null;
  /** The departure assignment's version (sent back with a change; 409 when stale). */
  version?: number;
}
export interface ManifestDriverRow {
  id: number;
  username: string;
  phone: string;
}
export interface ManifestVehicleRow {
  id: number;
  name: string;
  plate: string;
  seats: number;
}
export interface ManifestShipCallRow {
  id: number;
  ship: string;
  terminal: string;
  arrival_time: string;
  all_aboard_time: string;
}

export interface ManifestRows {
  date: string;
  bookings: ManifestBookingRow[];
  tours: ManifestTourRow[];
  assignments: ManifestAssignmentRow[];
  /** The drivers and vehicles the day's assignments name (the choices are the users and fleet lists'). */
  drivers: ManifestDriverRow[];
  vehicles: ManifestVehicleRow[];
  shipCalls: ManifestShipCallRow[];
}

export type ManifestWarning =
  | { code: 'seats'; vehicle: string; seats: number; people: number }
  | { code: 'overlap'; driver: string; other: string; other_key: string }
  | { code: 'all_aboard'; booking_id: number; ship: string; back: string; all_aboard: string };

export interface ManifestBooking extends ManifestBookingRow {
  /** The booking's own driver and vehicle, or else its departure's. */
  driver: ManifestDriverRow | null;
  vehicle: ManifestVehicleRow | null;
  ship: ManifestShipCallRow | null;
}

export interface ManifestDeparture {
  /** 'tour-<id>' for a tour's departure, 'transfer-<booking id>' for a ride of its own. */
  key: string;
  kind: 'tour' | 'transfer';
  tour_id: number;
  tour_name: string;
  /** First pickup, when the tour sets off (its last pickup) and when it is back. */
  start: string;
  departs: string;
  back: string;
  bookings: ManifestBooking[];
  headcount: number;
  capacity: number | null;
  left: number | null;
  /** The departure's own driver and vehicle (assigned to the tour and day). */
  driver: ManifestDriverRow | null;
  vehicle: ManifestVehicleRow | null;
  /** The version of the departure's assignment, 0 while nobody assigned it; a change sends it back. */
  assignment_version: number;
  warnings: ManifestWarning[];
}

export interface ManifestShip extends ManifestShipCallRow {
  booking_ids: number[];
  people: number;
}

export interface Manifest {
  date: string;
  departures: ManifestDeparture[];
  ships: ManifestShip[];
}

const NO_TIME = 24 * 60;
const pickupMinutes = (booking: ManifestBookingRow) => {
  const hour = booking.pickup_time || booking.arrival_time;
  return hour ? minutesOf(hour) : NO_TIME;
};
const byPickup = (a: ManifestBookingRow, b: ManifestBookingRow) => pickupMinutes(a) - pickupMinutes(b) || a.id - b.id;

interface Run {
  departure: ManifestDeparture;
  driver: ManifestDriverRow;
  from: number;
  to: number;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Builds the day's manifest from its rows: departures by first pickup, bookings by pickup time. */
export function buildManifest(rows: ManifestRows): Manifest {
  const tours = byId(rows.tours);
  const drivers = byId(rows.drivers);
  const vehicles = byId(rows.vehicles);
  const ships = byId(rows.shipCalls);
  const assignments = new Map(rows.assignments.map((row) => [row.tour_id, row]));
  const find = <T>(map: Map<number, T>, id: number | null | undefined) => (id == null ? null : (map.get(id) ?? null));

  const groups = new Map<string, ManifestBookingRow[]>();
  for (const booking of [...rows.bookings].filter((row) => row.estado !== 'cancelada').sort(byPickup)) {
    const key = departureKey(booking, booking.id);
    const group = groups.get(key);
    if (group) group.push(booking);
    else groups.set(key, [booking]);
  }

  const departures: ManifestDeparture[] = [...groups].map(([key, bookings]) => {
    const kind = bookings[0].kind;
    const tour = tours.get(bookings[0].tour_id);
    const assignment = kind === 'tour' ? assignments.get(bookings[0].tour_id) : undefined;
    const driver = find(drivers, assignment?.driver_id);
    const vehicle = find(vehicles, assignment?.fleet_vehicle_id);
    const timed = bookings.map(pickupMinutes).filter((minutes) => minutes < NO_TIME);
    const start = timed.length > 0 ? Math.min(...timed) : NO_TIME;
    const departs = timed.length > 0 ? Math.max(...timed) : NO_TIME;
    const minutes = runMinutes(kind, tour?.duracion ?? '');
    const headcount = bookings.reduce((sum, booking) => sum + booking.personas, 0);
    const capacity = kind === 'tour' ? (tour?.capacity_per_day ?? null) : null;
    return {
      key,
      kind,
      tour_id: bookings[0].tour_id,
      tour_name: tour?.nombre ?? '',
      start: timed.length > 0 ? hourOf(start) : '',
      departs: timed.length > 0 ? hourOf(departs) : '',
      back: timed.length > 0 ? hourOf(departs + minutes) : '',
      bookings: bookings.map((booking) => ({
        ...booking,
        driver: find(drivers, booking.driver_id) ?? driver,
        vehicle: find(vehicles, booking.fleet_vehicle_id) ?? vehicle,
        ship: find(ships, booking.ship_call_id),
      })),
      headcount,
      capacity,
      left: capacity === null ? null : capacity - headcount,
      driver,
      vehicle,
      // What a change of the departure's driver or vehicle sends back: 0 while nobody assigned it.
      assignment_version: assignment?.version ?? 0,
      warnings: [],
    };
  });
  departures.sort(
    (a, b) =>
      (a.start || '99').localeCompare(b.start || '99') ||
      a.tour_name.localeCompare(b.tour_name) ||
      a.key.localeCompare(b.key),
  );

  for (const departure of departures) {
    departure.warnings.push(...seatWarnings(departure), ...allAboardWarnings(departure));
  }
  for (const [departure, warning] of overlapWarnings(departures)) departure.warnings.push(warning);

  return { date: rows.date, departures, ships: shipsOf(rows.shipCalls, departures) };
}

/** People riding in each vehicle of the departure, against its seats. */
function seatWarnings(departure: ManifestDeparture): ManifestWarning[] {
  const riding = new Map<number, { vehicle: ManifestVehicleRow; people: number }>();
  for (const booking of departure.bookings) {
    if (!booking.vehicle) continue;
    const load = riding.get(booking.vehicle.id) ?? { vehicle: booking.vehicle, people: 0 };
    load.people += booking.personas;
    riding.set(booking.vehicle.id, load);
  }
  return [...riding.values()]
    .filter(({ vehicle, people }) => people > vehicle.seats)
    .map(({ vehicle, people }) => ({ code: 'seats', vehicle: vehicle.name, seats: vehicle.seats, people }));
}

/** A cruise guest whose tour is back less than the margin before the ship's all-aboard time. */
function allAboardWarnings(departure: ManifestDeparture): ManifestWarning[] {
  if (!departure.back) return [];
  return departure.bookings
    .filter(
      (booking) =>
        booking.ship && minutesOf(booking.ship.all_aboard_time) - minutesOf(departure.back) < ALL_ABOARD_MARGIN_MINUTES,
    )
    .map((booking) => ({
      code: 'all_aboard',
      booking_id: booking.id,
      ship: booking.ship!.ship,
      back: departure.back,
      all_aboard: booking.ship!.all_aboard_time,
    }));
}

/**
 * Each driver's runs: per departure, the bookings the driver carries, from the first of their pickups to the
 * departure's return. Two runs of one driver that share any minute warn on both departures.
 */
function overlapWarnings(departures: ManifestDeparture[]): [ManifestDeparture, ManifestWarning][] {
  const runs: Run[] = [];
  for (const departure of departures) {
    if (!departure.back) continue;
    const byDriver = new Map<number, Run>();
    for (const booking of departure.bookings) {
      if (!booking.driver) continue;
      const from = pickupMinutes(booking) < NO_TIME ? pickupMinutes(booking) : minutesOf(departure.start);
      const run = byDriver.get(booking.driver.id);
      if (run) run.from = Math.min(run.from, from);
      else byDriver.set(booking.driver.id, { departure, driver: booking.driver, from, to: minutesOf(departure.back) });
    }
    runs.push(...byDriver.values());
  }
  const found: [ManifestDeparture, ManifestWarning][] = [];
  for (const run of runs) {
    for (const other of runs) {
      if (other === run || other.driver.id !== run.driver.id || other.departure === run.departure) continue;
      if (run.from < other.to && other.from < run.to) {
        found.push([
          run.departure,
          {
            code: 'overlap',
            driver: run.driver.username,
            other: other.departure.tour_name,
            other_key: other.departure.key,
          },
        ]);
      }
    }
  }
  return found;
}

/** The day's ships in port, each with the bookings of its guests. */
function shipsOf(calls: ManifestShipCallRow[], departures: ManifestDeparture[]): ManifestShip[] {
  const bookings = departures.flatMap((departure) => departure.bookings);
  return [...calls]
    .sort((a, b) => a.arrival_time.localeCompare(b.arrival_time) || a.id - b.id)
    .map((call) => {
      const guests = bookings.filter((booking) => booking.ship_call_id === call.id);
      return {
        ...call,
        booking_ids: guests.map((booking) => booking.id),
        people: guests.reduce((sum, booking) => sum + booking.personas, 0),
      };
    });
}

/** The run as text for the driver's WhatsApp: one pickup a line. */
export function driverRunText(departure: ManifestDeparture, heading: string): string {
  const lines = departure.bookings.map((booking) =>
    [
      booking.pickup_time || booking.arrival_time,
      booking.pickup_place || booking.transfer_from,
      booking.nombre,
      `${booking.personas} pax`,
      booking.telefono,
      booking.flight_number,
    ]
      .filter((part) => part !== '')
      .join(' · '),
  );
  return [heading, ...lines].join('\n');
}

/** The ids of the drivers and vehicles a day's bookings and departures name, to load only those. */
export function assignedIds(
  bookings: Pick<ManifestBookingRow, 'driver_id' | 'fleet_vehicle_id'>[],
  assignments: ManifestAssignmentRow[],
) {
  const rows = [...bookings, ...assignments];
  const ids = (field: 'driver_id' | 'fleet_vehicle_id') => [
    ...new Set(rows.flatMap((row) => (row[field] == null ? [] : [row[field]]))),
  ];
  return { drivers: ids('driver_id'), vehicles: ids('fleet_vehicle_id') };
}
