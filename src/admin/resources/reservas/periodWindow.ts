import { today } from '../../../domain/common';
import { PERIODS, periodBuckets, type Period } from '../../../domain/bookingPeriods';

/**
 * The business's date in Puerto Plata, so a bucket ends where the owner's day does. `today` already reads the clock
 * in the business's time zone: shifting by the browser's offset first applied UTC-4 twice, and between 00:00 and
 * 03:59 the tabs ended yesterday (issue 43).
 */
export const localToday = (now: Date = new Date()) => today(now);

/** The days a period tab covers (its 12 buckets), as the list's date filter. */
export function periodFilter(period: Period, day = localToday()) {
  const buckets = periodBuckets(period, day);
  return { fecha_gte: buckets[0].start, fecha_lte: buckets[buckets.length - 1].end };
}

/** Which period tab the list's date filter is, mensual when none. */
export const periodOf = (filter: Record<string, unknown>, day = localToday()): Period =>
  PERIODS.find((period) => {
    const window = periodFilter(period, day);
    return window.fecha_gte === filter.fecha_gte && window.fecha_lte === filter.fecha_lte;
  }) ?? 'mensual';
