import { z } from 'zod';
import { isCalendarDate } from './dates';

/**
 * The calendar of the day's runs (issue 22): booked people per day and tour in a month, the cruise days marked.
 * Built from the month's rows alone so the server only loads them.
 */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'ep.validation.date')
  .refine((month) => isCalendarDate(`${month}-01`), 'ep.validation.date');

export interface CalendarBookingRow {
  fecha: string;
  tour_id: number;
  tour_name: string;
  people: number;
  /** The departure these people ride in ('' for a tour without set times); rows of one tour and day add up. */
  departure_time?: string;
  /** People one departure takes (null: no limit), and how many departures the tour sets (0: one a day). */
  capacity?: number | null;
  departures?: number;
}
export interface CalendarShipRow {
  date: string;
  ship: string;
}
export interface CalendarTour {
  tour_id: number;
  tour_name: string;
  people: number;
  /** People per departure time, in the day's order (one '' entry for a tour without set times). */
  departures: { time: string; people: number }[];
  /** Places the day still has across the tour's departures (null: no limit), never below 0; `over` past it. */
  left: number | null;
  over: number;
}
export interface CalendarDay {
  date: string;
  people: number;
  /** Places left that day across its tours that have a limit (null when none has). */
  left: number | null;
  tours: CalendarTour[];
  ships: string[];
}
export interface RunCalendar {
  month: string;
  days: CalendarDay[];
}

/** A ship in port on a day, with the people booked off it. */
export interface ShipInPort {
  id: number;
  ship: string;
  terminal: string;
  arrival_time: string;
  all_aboard_time: string;
  people: number;
}

/** The first and last day of a month ('2026-02' → 2026-02-01, 2026-02-28). */
export function monthBounds(month: string): { first: string; last: string } {
  const [year, index] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** Only the days that have bookings or a ship, in order; each day's tours by most people, then name. */
export function buildCalendar(month: string, bookings: CalendarBookingRow[], ships: CalendarShipRow[]): RunCalendar {
  const days = new Map<string, CalendarDay>();
  const dayOf = (date: string) => {
    const day = days.get(date) ?? { date, people: 0, left: null, tours: [], ships: [] };
    days.set(date, day);
    return day;
  };
  const limits = new Map<CalendarTour, number | null>();
  for (const row of bookings) {
    const day = dayOf(row.fecha);
    day.people += row.people;
    let tour = day.tours.find((entry) => entry.tour_id === row.tour_id);
    if (!tour) {
      tour = { tour_id: row.tour_id, tour_name: row.tour_name, people: 0, departures: [], left: null, over: 0 };
      day.tours.push(tour);
      const capacity = row.capacity ?? null;
      limits.set(tour, capacity === null ? null : capacity * Math.max(1, row.departures ?? 0));
    }
    tour.people += row.people;
    const time = row.departure_time ?? '';
    const departure = tour.departures.find((entry) => entry.time === time);
    if (departure) departure.people += row.people;
    else tour.departures.push({ time, people: row.people });
  }
  for (const { date, ship } of ships) dayOf(date).ships.push(ship);
  const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of ordered) {
    for (const tour of day.tours) {
      const limit = limits.get(tour) ?? null;
      tour.left = limit === null ? null : Math.max(0, limit - tour.people);
      tour.over = limit === null ? 0 : Math.max(0, tour.people - limit);
      tour.departures.sort((a, b) => a.time.localeCompare(b.time));
    }
    const limited = day.tours.filter((tour) => tour.left !== null);
    day.left = limited.length === 0 ? null : limited.reduce((sum, tour) => sum + (tour.left ?? 0), 0);
    day.tours.sort((a, b) => b.people - a.people || a.tour_name.localeCompare(b.tour_name));
  }
  return { month, days: ordered };
}

/** The month as weeks from Monday: each cell a day of the month, or null before the first and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthBounds(month);
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const count = Number(last.slice(8, 10));
  const cells: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [year, index] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + offset, 1));
  return shifted.toISOString().slice(0, 7);
}
