import { fromCents, toCents } from './money';

/** Puerto Plata keeps UTC−4 all year (no daylight saving): a trip's start as an instant. */
const BUSINESS_OFFSET = '-04:00';

/** A tour's cancellation policy: free up to N hours before, then a share of what was paid is given back. */
export interface CancelPolicy {
  free_cancel_hours: number;
  /** 0–100: the share refunded when cancelled later than the free window (0: nothing back). */
  late_cancel_refund_percent: number;
}

export interface CancellationRefund {
  /** Hours from now to the trip's start (negative once it started). */
  hours_before: number;
  /** Whether the cancellation falls in the free window: everything paid is given back. */
  free: boolean;
  /** The share of what was paid the policy gives back, 0–100. */
  percent: number;
  /** What the policy refunds now, in dollars, never above what was paid. */
  refund: number;
}

/** When the trip starts: its pickup time, or the start of its day when it has none, on Puerto Plata's clock. */
export const tripStart = (fecha: string, pickupTime: string) =>
  new Date(`${fecha}T${/^\d\d:\d\d$/.test(pickupTime) ? pickupTime : '00:00'}:00${BUSINESS_OFFSET}`);

/**
 * What the tour's policy gives back of what was paid if the booking is cancelled at `now`: all of it up to
 * `free_cancel_hours` before the start, then `late_cancel_refund_percent` of it (rounded down to the cent, so
 * the business never gives back a cent more than its policy says).
 */
export function cancellationRefund(
  booking: { paid: number; fecha: string; pickup_time: string },
  policy: CancelPolicy,
  now: Date = new Date(),
): CancellationRefund {
  const hours = (tripStart(booking.fecha, booking.pickup_time).getTime() - now.getTime()) / 3_600_000;
  const free = hours >= policy.free_cancel_hours;
  const percent = free ? 100 : Math.min(100, Math.max(0, policy.late_cancel_refund_percent));
  const paid = Math.max(0, toCents(booking.paid));
  return {
    hours_before: Math.round(hours * 10) / 10,
    free,
    percent,
    refund: fromCents(Math.floor((paid * percent) / 100)),
  };
}
