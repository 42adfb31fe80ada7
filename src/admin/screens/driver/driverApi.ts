import type { DriverChange } from '../../../domain/driverOutbox';
import type { Manifest } from '../../../domain/manifest';
import type { CheckinState } from '../../../domain/bookings';

export interface SavedBooking {
  id: number;
  version: number;
  checkin: CheckinState;
  paid: number;
  balance: number;
}

/** What a sent change came to: taken, refused as stale (409) or otherwise, or not sent (no signal). */
export type Sent =
  | { result: 'saved'; booking: SavedBooking }
  | { result: 'stale' }
  | { result: 'refused'; status: number; error: string }
  | { result: 'offline' }
  | { result: 'signed-out' };

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };

/** His runs of the day (GET /api/manifest answers a driver with his own only); undefined with no signal. */
export async function fetchDay(date: string): Promise<Manifest | 'signed-out' | undefined> {
  try {
    const response = await fetch(`/api/manifest?date=${date}`, { credentials: 'same-origin', headers: json });
    if (response.status === 401) return 'signed-out';
    return response.ok ? ((await response.json()) as Manifest) : undefined;
  } catch {
    return undefined;
  }
}

export async function send(change: DriverChange): Promise<Sent> {
  const [path, method, body] =
    change.kind === 'checkin'
      ? ['checkin', 'PUT', { checkin: change.checkin, version: change.version }]
      : [
          'payments',
          'POST',
          { amount: change.amount, method: change.method, date: change.date, version: change.version },
        ];
  let response: Response;
  try {
    response = await fetch(`/api/driver/bookings/${change.booking_id}/${path}`, {
      method,
      credentials: 'same-origin',
      headers: json,
      body: JSON.stringify(body),
    });
  } catch {
    return { result: 'offline' };
  }
  if (response.ok) return { result: 'saved', booking: (await response.json()) as SavedBooking };
  if (response.status === 401) return { result: 'signed-out' };
  if (response.status === 409) return { result: 'stale' };
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  return { result: 'refused', status: response.status, error: answer.error ?? `HTTP ${response.status}` };
}
