import type { DriverChange } from '../../../domain/driverOutbox';
import type { Manifest } from '../../../domain/manifest';

/**
 * The driver's day kept on the phone (localStorage, per driver): the last answer of each day and the changes
 * not sent yet, so the screen opens and takes check-ins and payments with no signal at the pier.
 */
export interface DriverState {
  days: Record<string, { manifest: Manifest; savedAt: string }>;
  queue: DriverChange[];
  /** Changes the server refused (someone else changed the booking): shown until he has read them. */
  refused: { change: DriverChange; stale: boolean; error?: string }[];
}

const EMPTY: DriverState = { days: {}, queue: [], refused: [] };
const keyOf = (username: string) => `ep-control.driver.${username}`;

export function loadState(username: string): DriverState {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(username)) ?? 'null') as Partial<DriverState> | null;
    return stored ? { ...EMPTY, ...stored } : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const saveState = (username: string, state: DriverState) =>
  localStorage.setItem(keyOf(username), JSON.stringify(state));

export const clearState = (username: string) => localStorage.removeItem(keyOf(username));
