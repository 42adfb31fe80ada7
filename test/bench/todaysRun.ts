import { businessToday } from '../../src/domain/businessDay';
import { fillBusyDay } from './manifestBench';

/** Bookings a quiet demo day is given: a departure of each of the busy day's tours, several guests each. */
const TODAYS_BOOKINGS = 24;

/**
 * The demo holds a day's run on its cruise days only (seed/bookingsDemo.ts: on other days one to three bookings, at
 * times none on the manifest), so the benches' screens and calls of today found nothing to show on some weekdays
 * (the phones' rows failed on a Friday). A day without departures is given a cruise day's, as staff would take
 * it, before anything of today is measured. Today is the business's, as the app's screens open it.
 */
export async function ensureTodaysRun(url: string, cookie: string): Promise<string> {
  const day = businessToday();
  const answer = await fetch(`${url}/api/manifest?date=${day}`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`GET /api/manifest: ${answer.status}`);
  const { departures } = (await answer.json()) as { departures: unknown[] };
  if (departures.length === 0) await fillBusyDay({ url, cookie }, day, TODAYS_BOOKINGS);
  return day;
}
