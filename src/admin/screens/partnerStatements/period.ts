import { businessToday } from '../../../domain/dates';

/** The first and last day of the business's month, `offset` months on (0: this month, -1: the last). */
export function monthOf(offset = 0): { from: string; to: string } {
  const day = new Date(`${businessToday().slice(0, 7)}-01T12:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + offset);
  const from = day.toISOString().slice(0, 10);
  day.setUTCMonth(day.getUTCMonth() + 1, 0);
  return { from, to: day.toISOString().slice(0, 10) };
}
