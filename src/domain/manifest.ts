import type { CheckinState, GuestLanguage } from './bookings';
import { durationMinutes, hourOf, minutesOf } from './runDuration';
import { bookingLabel, type LabelZone } from './bookingLabel';
import { overCapacity } from './departures';
import { allAboardRisk, type AllAboardSide } from './allAboard';

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
/**
 * The departure a booking rides in: its tour's at its time of the day ('tour-3-09:00', or 'tour-3'), or a transfer's
 * own.
 */
export const departureKey = (
  booking: { kind: 'tour' | 'transfer'; tour_id: number | null; departure_time?: string },
  transferId: number | string,
): string =>
  booking.kind === 'transfer'
    ? `transfer-${transferId}`
    : `tour-${booking.tour_id}${booking.departure_time ? `-${booking.departure_time}` : ''}`;

export interface ManifestBookingRow {
  id: number;
  version: number;
  /** null for a transfer or taxi ride of its own. */
  tour_id: number | null;
  /** Its tour's departure time; '' for a tour without set times or a transfer. */
  departure_time: string;
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
  zone_id: number | null;
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
  /** '' for the tour's one departure of a day without set times. */
  departure_time?: string;
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
  /** The transfer zones the day's rides name, for their labels. */
  zones?: LabelZone[];
}

export type ManifestWarning =
  | { code: 'seats'; vehicle: string; seats: number; people: number }
  | { code: 'overlap'; driver: string; other: string; other_key: string }
  | { code: 'vehicle_overlap'; vehicle: string; other: string; other_key: string }
  | { code: 'over_capacity'; over: number; capacity: number }
  | { code: 'unconfirmed'; bookings: number }
  | {
      code: 'all_aboard';
      booking_id: number;
      ship: string;
      back: string;
      all_aboard: string;
      /** Whether the return falls before the all-aboard time (too close), at it or after it, and how far. */
      side: AllAboardSide;
      minutes: number;
    };

export interface ManifestBooking extends ManifestBookingRow {
  /** The booking's own driver and vehicle, or else its departure's. */
  driver: ManifestDriverRow | null;
  vehicle: ManifestVehicleRow | null;
  ship: ManifestShipCallRow | null;
  /** What the booking is called: its tour (and time) or a ride's from → to and flight (bookingLabel). */
  label: string;
}

export interface ManifestDeparture {
  /** 'tour-<id>' for a tour's departure, 'transfer-<booking id>' for a ride of its own. */
  key: string;
  kind: 'tour' | 'transfer';
  /** null for a transfer that names no tour. */
  tour_id: number | null;
  tour_name: string;
  /** The departure's set time ('' for a tour without set times, or a transfer). */
  time: string;
  /** What the office and the driver call it: the tour and its time, or a ride's from → to and flight. */
  label: string;
  /** First pickup, when the tour sets off (its last pickup) and when it is back. */
  start: string;
  departs: string;
  back: string;
  bookings: ManifestBooking[];
  headcount: number;
  capacity: number | null;
  /** Places still free, never below 0; `over` says by how many people an overbooked departure is past it. */
  left: number | null;
  over: number;
  /** Bookings still 'nueva' (not confirmed with the guest). */
  unconfirmed: number;
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

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Builds the day's manifest from its rows: departures by first pickup, bookings by pickup time. */
export function buildManifest(rows: ManifestRows): Manifest {
  const tours = byId(rows.tours);
  const drivers = byId(rows.drivers);
  const vehicles = byId(rows.vehicles);
  const ships = byId(rows.shipCalls);
  const assignments = new Map(rows.assignments.map((row) => [`${row.tour_id}/${row.departure_time ?? ''}`, row]));
  const labelTours = rows.tours.map(({ id, nombre }) => ({ id, nombre }));
  const zones = rows.zones ?? [];
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
    const tour = find(tours, bookings[0].tour_id) ?? undefined;
    const time = kind === 'tour' ? bookings[0].departure_time : '';
    const assignment = kind === 'tour' ? assignments.get(`${bookings[0].tour_id}/${time}`) : undefined;
    const driver = find(drivers, assignment?.driver_id);
    const vehicle = find(vehicles, assignment?.fleet_vehicle_id);
    const timed = bookings.map(pickupMinutes).filter((minutes) => minutes < NO_TIME);
    // A set departure time is when it leaves; without one, its last pickup is.
    if (time) timed.push(minutesOf(time));
    const start = timed.length > 0 ? Math.min(...timed) : NO_TIME;
    const departs = time ? minutesOf(time) : timed.length > 0 ? Math.max(...timed) : NO_TIME;
    const minutes = runMinutes(kind, tour?.duracion ?? '');
    const headcount = bookings.reduce((sum, booking) => sum + booking.personas, 0);
    const capacity = kind === 'tour' ? (tour?.capacity_per_day ?? null) : null;
    const labelled = bookings.map((booking) => ({
      ...booking,
      driver: find(drivers, booking.driver_id) ?? driver,
      vehicle: find(vehicles, booking.fleet_vehicle_id) ?? vehicle,
      ship: find(ships, booking.ship_call_id),
      label: bookingLabel(booking, labelTours, zones),
    }));
    return {
      key,
      kind,
      tour_id: bookings[0].tour_id,
      tour_name: tour?.nombre ?? '',
      time,
      label: labelled[0].label,
      start: timed.length > 0 ? hourOf(start) : '',
      departs: timed.length > 0 ? hourOf(departs) : '',
      back: timed.length > 0 ? hourOf(departs + minutes) : '',
      bookings: labelled,
      headcount,
      capacity,
      left: capacity === null ? null : Math.max(0, capacity - headcount),
      over: overCapacity(capacity, headcount),
      unconfirmed: bookings.filter((booking) => booking.estado === 'nueva').length,
      driver,
      vehicle,
      // What a change of the departure's driver or vehicle sends back: 0 while nobody assigned it.
      assignment_version: assignment?.version ?? 0,
      warnings: [],
    };
  });
  departures.sort(
    (a, b) =>
      (a.start || '99').localeCompare(b.start || '99') || a.label.localeCompare(b.label) || a.key.localeCompare(b.key),
  );

  for (const departure of departures) {
    if (departure.over > 0 && departure.capacity !== null)
      departure.warnings.push({ code: 'over_capacity', over: departure.over, capacity: departure.capacity });
    if (departure.unconfirmed > 0) departure.warnings.push({ code: 'unconfirmed', bookings: departure.unconfirmed });
    departure.warnings.push(...seatWarnings(departure), ...allAboardWarnings(departure));
  }
  for (const [departure, warning] of overlapWarnings(departures)) departure.warnings.push(warning);
  for (const [departure, warning] of vehicleOverlapWarnings(departures)) departure.warnings.push(warning);

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

/** A cruise guest whose tour is back less than the margin before the ship's all-aboard time (allAboard.ts). */
function allAboardWarnings(departure: ManifestDeparture): ManifestWarning[] {
  if (!departure.back) return [];
  return departure.bookings.flatMap((booking) => {
    const risk = booking.ship && allAboardRisk(departure.back, booking.ship.all_aboard_time);
    if (!booking.ship || !risk) return [];
    return [
      {
        code: 'all_aboard' as const,
        booking_id: booking.id,
        ship: booking.ship.ship,
        back: risk.back,
        all_aboard: risk.all_aboard,
        side: risk.side,
        minutes: risk.minutes,
      },
    ];
  });
}

interface Busy<T> {
  departure: ManifestDeparture;
  who: T;
  from: number;
  to: number;
}

/**
 * Each driver's (or vehicle's) runs: per departure, the bookings it carries, from the first of their pickups to
 * the departure's return. Two runs of one driver (or vehicle) that share any minute warn on both departures.
 */
function overlapsOf<T extends { id: number }>(
  departures: ManifestDeparture[],
  whoOf: (booking: ManifestBooking) => T | null,
): [ManifestDeparture, T, ManifestDeparture][] {
  const runs: Busy<T>[] = [];
  for (const departure of departures) {
    if (!departure.back) continue;
    const byWho = new Map<number, Busy<T>>();
    for (const booking of departure.bookings) {
      const who = whoOf(booking);
      if (!who) continue;
      const from = pickupMinutes(booking) < NO_TIME ? pickupMinutes(booking) : minutesOf(departure.start);
      const run = byWho.get(who.id);
      if (run) run.from = Math.min(run.from, from);
      else byWho.set(who.id, { departure, who, from, to: minutesOf(departure.back) });
    }
    runs.push(...byWho.values());
  }
  const found: [ManifestDeparture, T, ManifestDeparture][] = [];
  for (const run of runs) {
    for (const other of runs) {
      if (other === run || other.who.id !== run.who.id || other.departure === run.departure) continue;
      if (run.from < other.to && other.from < run.to) found.push([run.departure, run.who, other.departure]);
    }
  }
  return found;
}

function overlapWarnings(departures: ManifestDeparture[]): [ManifestDeparture, ManifestWarning][] {
  return overlapsOf(departures, (booking) => booking.driver).map(([departure, driver, other]) => [
    departure,
    { code: 'overlap', driver: driver.username, other: other.label, other_key: other.key },
  ]);
}

/** A vehicle cannot be in two places either: the same rule as the drivers'. */
function vehicleOverlapWarnings(departures: ManifestDeparture[]): [ManifestDeparture, ManifestWarning][] {
  return overlapsOf(departures, (booking) => booking.vehicle).map(([departure, vehicle, other]) => [
    departure,
    { code: 'vehicle_overlap', vehicle: vehicle.name, other: other.label, other_key: other.key },
  ]);
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

/** One driver's day: the bookings actually assigned to him (his own, or his departure's), wherever they ride. */
export interface DriverRun {
  driver: ManifestDriverRow;
  bookings: (ManifestBooking & { departure_key: string; departure_label: string })[];
}

/**
 * Each driver's run of the day, built from who carries each booking: a booking moved to another driver
 * leaves the first one's run and joins the second's. By pickup time.
 */
export function driverRuns(manifest: Manifest): DriverRun[] {
  const runs = new Map<number, DriverRun>();
  for (const departure of manifest.departures) {
    for (const booking of departure.bookings) {
      if (!booking.driver) continue;
      const run = runs.get(booking.driver.id) ?? { driver: booking.driver, bookings: [] };
      run.bookings.push({ ...booking, departure_key: departure.key, departure_label: departure.label });
      runs.set(booking.driver.id, run);
    }
  }
  for (const run of runs.values()) run.bookings.sort(byPickup);
  return [...runs.values()].sort((a, b) => a.driver.username.localeCompare(b.driver.username));
}

/** The words a driver's message needs, in the office's language. */
export interface DriverRunWords {
  people: string;
  flight: string;
  bags: string;
  collect: (amount: number) => string;
  allAboard: (ship: string, hour: string) => string;
}

/**
 * The run as text for the driver's WhatsApp: one pickup a line, then what he must know about it (the balance to
 * collect, the ship and its all-aboard time, the vehicle, the notes).
 */
export function driverRunText(
  run: { bookings: (ManifestBooking & { departure_label?: string })[] },
  heading: string,
  words?: DriverRunWords,
): string {
  const lines = run.bookings.map((booking) =>
    [
      booking.pickup_time || booking.arrival_time,
      booking.departure_label ?? '',
      booking.pickup_place || booking.transfer_from,
      booking.nombre,
      `${booking.personas} ${words?.people ?? 'pax'}`,
      booking.telefono,
      booking.flight_number && `${words?.flight ?? ''} ${booking.flight_number}`.trim(),
      booking.luggage > 0 && words ? `${booking.luggage} ${words.bags}` : '',
      booking.balance > 0 && words ? words.collect(booking.balance) : '',
      booking.ship && words ? words.allAboard(booking.ship.ship, booking.ship.all_aboard_time) : '',
      booking.vehicle?.name ?? '',
      booking.notas,
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
