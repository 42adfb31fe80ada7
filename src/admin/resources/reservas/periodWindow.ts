import { today } from '../../../domain/common';
import { PERIODS, periodBuckets, type Period } from '../../../domain/reservationPeriods';

/** The browser's own date, so a bucket ends where the owner's day does (UTC-4 in Puerto Plata). */
export const localToday = () => today(new Date(Date.now() - new Date().getTimezoneOffset() * 60_000));

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
