import type { Manifest } from './manifest';

/**
 * A driver's part of a day's manifest: the departures he drives, each with only the bookings assigned to him
 * (a booking's own driver, or else its departure's), so a booking moved to another driver leaves his run. He
 * sees his guests and their ships, not the rest of the day's.
 */
export function driverRuns(manifest: Manifest, driverId: number): Manifest {
  const departures = manifest.departures.flatMap((departure) => {
    const bookings = departure.bookings.filter((booking) => booking.driver?.id === driverId);
    if (bookings.length === 0) return [];
    const ids = new Set(bookings.map((booking) => booking.id));
    return [
      {
        ...departure,
        bookings,
        headcount: bookings.reduce((sum, booking) => sum + booking.personas, 0),
        warnings: departure.warnings.filter((warning) => warning.code !== 'all_aboard' || ids.has(warning.booking_id)),
      },
    ];
  });
  const mine = new Set(departures.flatMap((departure) => departure.bookings.map((booking) => booking.id)));
  const ships = manifest.ships.flatMap((ship) => {
    const booking_ids = ship.booking_ids.filter((id) => mine.has(id));
    if (booking_ids.length === 0) return [];
    const people = departures
      .flatMap((departure) => departure.bookings)
      .filter((booking) => booking_ids.includes(booking.id))
      .reduce((sum, booking) => sum + booking.personas, 0);
    return [{ ...ship, booking_ids, people }];
  });
  return { ...manifest, departures, ships };
}

/** Whether the booking is one of the driver's runs of that manifest. */
export const isDriversBooking = (runs: Manifest, bookingId: number): boolean =>
  runs.departures.some((departure) => departure.bookings.some((booking) => booking.id === bookingId));
