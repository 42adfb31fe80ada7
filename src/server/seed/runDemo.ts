/**
 * The day's run for demoData(): the fleet, the transfer zones, the ship calls of the cruise days around the
 * seeding day (Amber Cove and Taino Bay, as bookingsDemo fills them), and the bookings of those days linked to
 * their ship and, from yesterday to the day after tomorrow, to a driver and a vehicle where one is free for the
 * whole run (the rest wait for the owner to assign them, as a busy day does). Ids are positions, which seeding in
 * order gives them; the drivers are the demo users ramon.diaz (3) and yanelis.p (4).
 */
import { departureKey, runMinutes } from '../../domain/manifest';
import { minutesOf } from '../../domain/runDuration';
import type { SeedOf } from '../../domain/resource';
import type { fleetVehiclesResource } from '../../domain/fleetVehicles';
import type { shipCallsResource } from '../../domain/shipCalls';
import type { transferZonesResource } from '../../domain/transferZones';
import type { bookingsResource } from '../../domain/bookings';
import { demoTours } from './toursData';

type BookingSeed = SeedOf<typeof bookingsResource>;

const DAY_MS = 86_400_000;
/** As bookingsDemo: ships call on Tuesdays, Wednesdays and Saturdays. */
const CRUISE_DAYS = new Set([2, 3, 6]);
const SHIPS: [string, string, string, string][] = [
  ['Carnival Pride', 'Amber Cove', '08:00', '16:30'],
  ['MSC Seashore', 'Taino Bay', '07:00', '14:30'],
];
const DRIVERS = [3, 4];
/** The fleet below: its ids and seats, smallest first, so a group gets the smallest vehicle that seats it. */
const VEHICLES = [
  { id: 2, seats: 9 },
  { id: 1, seats: 14 },
  { id: 3, seats: 30 },
];
/** The demo's airport transfer (POP to Cabarete): its bookings are rides of their own, priced by the Cabarete zone. */
const AIRPORT_TOUR = 12;
const transferOf = (index: number) => ({
  kind: 'transfer' as const,
  flight_number: ['B6 1234', 'AA 2587', 'UA 1690', 'DL 611'][index % 4],
  arrival_time: '13:30',
  transfer_from: 'Aeropuerto Gregorio Luperón (POP)',
  transfer_to: 'Cabarete',
  luggage: 1 + (index % 4),
  zone_id: 3,
});

interface DemoRun {
  bookings: BookingSeed[];
  from: number;
  to: number;
  people: number;
}

/** One day's runs as the manifest groups them (a tour's bookings together, each transfer alone), by first pickup. */
function runsOf(bookings: BookingSeed[]): DemoRun[] {
  const groups = new Map<string, BookingSeed[]>();
  bookings.forEach((booking, index) => {
    const key = departureKey({ kind: booking.kind ?? 'tour', tour_id: Number(booking.tour_id) }, index);
    const group = groups.get(key);
    if (group) group.push(booking);
    else groups.set(key, [booking]);
  });
  return [...groups.values()]
    .map((group) => {
      const pickups = group.map((booking) => minutesOf(booking.pickup_time || booking.arrival_time || '08:00'));
      const length = runMinutes(group[0].kind ?? 'tour', demoTours[Number(group[0].tour_id) - 1]?.duracion ?? '');
      return {
        bookings: group,
        from: Math.min(...pickups),
        to: Math.max(...pickups) + length,
        people: group.reduce((sum, booking) => sum + booking.personas, 0),
      };
    })
    .sort((a, b) => a.from - b.from);
}

/** Gives each run, in order, a driver and the smallest vehicle that seats it, among those free for all of it. */
function assignRuns(bookings: BookingSeed[]) {
  const driverBackAt = new Map<number, number>();
  const vehicleBackAt = new Map<number, number>();
  for (const run of runsOf(bookings)) {
    const driver = DRIVERS.find((id) => (driverBackAt.get(id) ?? 0) <= run.from);
    const vehicle = VEHICLES.find(({ id, seats }) => seats >= run.people && (vehicleBackAt.get(id) ?? 0) <= run.from);
    if (driver === undefined || !vehicle) continue;
    driverBackAt.set(driver, run.to);
    vehicleBackAt.set(vehicle.id, run.to);
    for (const booking of run.bookings) Object.assign(booking, { driver_id: driver, fleet_vehicle_id: vehicle.id });
  }
}

export function demoRun(anchor: string, reservas: BookingSeed[]) {
  const start = new Date(`${anchor}T00:00:00Z`).getTime();
  const dateOf = (offset: number) => new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
  const shipCalls: SeedOf<typeof shipCallsResource>[] = [];
  for (let offset = -15; offset <= 30; offset++) {
    if (!CRUISE_DAYS.has(new Date(start + offset * DAY_MS).getUTCDay())) continue;
    for (const [ship, terminal, arrival_time, all_aboard_time] of SHIPS)
      shipCalls.push({ ship, terminal, date: dateOf(offset), arrival_time, all_aboard_time });
  }
  const callOf = (booking: BookingSeed) =>
    booking.pickup_kind === 'cruise_port'
      ? shipCalls.findIndex((call) => call.date === booking.fecha && booking.pickup_place?.startsWith(call.terminal)) +
          1 || null
      : null;
  const near = new Set([-1, 0, 1, 2].map(dateOf));
  const linked = reservas.map((booking, index) => ({
    ...booking,
    ship_call_id: callOf(booking),
    ...(booking.tour_id === AIRPORT_TOUR ? transferOf(index) : {}),
  }));
  for (const date of near)
    assignRuns(linked.filter((booking) => booking.fecha === date && booking.estado !== 'cancelada'));
  const fleet: SeedOf<typeof fleetVehiclesResource>[] = [
    { name: 'Toyota Hiace', plate: 'A123456', seats: 14 },
    { name: 'Hyundai H1', plate: 'A654321', seats: 9 },
    { name: 'Coaster 30', plate: 'I098765', seats: 30 },
  ];
  const zones: SeedOf<typeof transferZonesResource>[] = [
    { name: 'Puerto Plata / Playa Dorada', price: 35 },
    { name: 'Sosúa', price: 40 },
    { name: 'Cabarete', price: 55 },
    { name: 'Río San Juan', price: 90 },
  ];
  return { reservas: linked, 'ship-calls': shipCalls, 'fleet-vehicles': fleet, 'transfer-zones': zones };
}
