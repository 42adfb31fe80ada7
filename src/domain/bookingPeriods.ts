/**
 * RES-02, DECISIONS RES-05: each period tab charts 12 buckets of its size (months, halves of a month, weeks
 * from Monday, days) up to the one holding today, then a few ahead: most bookings of a tour business are for
 * days to come, so the default list shows them too. The cards and the table count the same window.
 */
export const PERIODS = ['mensual', 'quincenal', 'semanal', 'diario'] as const;
export type Period = (typeof PERIODS)[number];

export const BUCKETS_PER_PERIOD = 12;
/**
 * Buckets after today's: about three months ahead on the month tabs, two on the week tab. The day tab stays on
 * the days up to today, so today's bookings lead its list (newest date first) instead of next week's.
 */
export const BUCKETS_AHEAD: Record<Period, number> = { mensual: 3, quincenal: 6, semanal: 8, diario: 0 };

export interface Bucket {
  /** First and last day, both included, as YYYY-MM-DD. */
  start: string;
  end: string;
  label: string;
}

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const DAY_MS = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date));
const dayLabel = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/** The bucket of `period` holding `date`, and the date where the previous one ends. */
function bucketOf(period: Period, date: Date): Bucket & { previous: Date } {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (period) {
    case 'mensual': {
      const start = utc(year, month, 1);
      return {
        start: iso(start),
        end: iso(utc(year, month + 1, 0)),
        label: `${MONTHS[month]} ${year}`,
        previous: addDays(start, -1),
      };
    }
    case 'quincenal': {
      const firstHalf = date.getUTCDate() <= 15;
      const start = utc(year, month, firstHalf ? 1 : 16);
      const end = firstHalf ? utc(year, month, 15) : utc(year, month + 1, 0);
      return {
        start: iso(start),
        end: iso(end),
        label: `${start.getUTCDate()}–${end.getUTCDate()} ${MONTHS[month]}`,
        previous: addDays(start, -1),
      };
    }
    case 'semanal': {
      const start = addDays(date, -((date.getUTCDay() + 6) % 7));
      return {
        start: iso(start),
        end: iso(addDays(start, 6)),
        label: `sem. ${dayLabel(start)}`,
        previous: addDays(start, -1),
      };
    }
    case 'diario':
      return { start: iso(date), end: iso(date), label: dayLabel(date), previous: addDays(date, -1) };
  }
}

/** The window's buckets, oldest first: `count` up to today's (YYYY-MM-DD), then `ahead` after it. */
export function periodBuckets(
  period: Period,
  today: string,
  count = BUCKETS_PER_PERIOD,
  ahead = BUCKETS_AHEAD[period],
): Bucket[] {
  const buckets: Bucket[] = [];
  let cursor = day(today);
  for (let index = 0; index < count; index++) {
    const { previous, ...bucket } = bucketOf(period, cursor);
    buckets.unshift(bucket);
    cursor = previous;
  }
  for (let index = 0; index < ahead; index++) {
    const { start, end, label } = bucketOf(period, addDays(day(buckets[buckets.length - 1].end), 1));
    buckets.push({ start, end, label });
  }
  return buckets;
}
