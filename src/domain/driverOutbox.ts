import type { Manifest } from './manifest';
import type { CheckinState } from './bookings';

/**
 * What a driver marks on his phone, kept there until the server has it (issue 42: no signal at the pier). Each
 * change carries the booking's version as the phone knew it; the server refuses a stale one (409), which is
 * shown to him, never dropped in silence.
 */
export type DriverChange =
  | { id: string; kind: 'checkin'; booking_id: number; name: string; version: number; checkin: CheckinState }
  | {
      id: string;
      kind: 'payment';
      booking_id: number;
      name: string;
      version: number;
      amount: number;
      method: string;
      date: string;
    };

/** A change as he makes it, before the phone names it. */
export type NewDriverChange = DriverChange extends infer Change
  ? Change extends DriverChange
    ? Omit<Change, 'id'>
    : never
  : never;

/**
 * After the server took a change: the booking's later changes carry its new version (his own change is not "stale").
 */
export const withVersion = (queue: readonly DriverChange[], bookingId: number, version: number): DriverChange[] =>
  queue.map((change) => (change.booking_id === bookingId ? { ...change, version } : change));

/** The day as the phone shows it: the server's answer with the changes not sent yet laid over it. */
export function withPending(manifest: Manifest, queue: readonly DriverChange[]): Manifest {
  if (queue.length === 0) return manifest;
  return {
    ...manifest,
    departures: manifest.departures.map((departure) => ({
      ...departure,
      bookings: departure.bookings.map((booking) =>
        queue
          .filter((change) => change.booking_id === booking.id)
          .reduce(
            (shown, change) =>
              change.kind === 'checkin'
                ? { ...shown, checkin: change.checkin }
                : { ...shown, balance: Math.round((shown.balance - change.amount) * 100) / 100 },
            booking,
          ),
      ),
    })),
  };
}

/** A stored answer of the server after a change it took, so a reload offline shows it too. */
export function withSaved(
  manifest: Manifest,
  saved: { id: number; version: number; checkin: CheckinState; balance: number },
): Manifest {
  return {
    ...manifest,
    departures: manifest.departures.map((departure) => ({
      ...departure,
      bookings: departure.bookings.map((booking) =>
        booking.id === saved.id
          ? { ...booking, version: saved.version, checkin: saved.checkin, balance: saved.balance }
          : booking,
      ),
    })),
  };
}
