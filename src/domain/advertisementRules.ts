import type { Phrase } from './phrase';
import type { ErrorCode } from './errorCodes';
import { type AdStatus, type AdPaymentStatus, type PlanSnapshot } from './advertisements';

/**
 * The advertising rules, pure, shared by the server (stats, expiry, create) and the screens (labels,
 * pagination) so both count the same way.
 */

export const DAY_MS = 86_400_000;
/** ADS-05: an ad with no expiry counts as this many days left. */
export const NO_EXPIRY_DAYS = 999;
/** ADS-04: 'Expiring Soon' is 1 to this many days left. */
export const EXPIRING_SOON_DAYS = 7;

interface Expiring {
  status: AdStatus;
  end_date: string | null;
}

/** Whole days until the end date, rounded up (ends in 3 hours = 1 day left); 0 or less once it has passed. */
export function daysLeft(endDate: string | null | undefined, now: Date): number {
  if (!endDate) return NO_EXPIRY_DAYS;
  return Math.ceil((Date.parse(endDate) - now.getTime()) / DAY_MS);
}

/** ADS-17: the end date has passed. */
export const isPastEnd = (ad: Pick<Expiring, 'end_date'>, now: Date) =>
  Boolean(ad.end_date) && Date.parse(ad.end_date as string) <= now.getTime();

/** The status to show and store: an active ad whose end date has passed is expired. */
export const currentStatus = (ad: Expiring, now: Date): AdStatus =>
  ad.status === 'active' && isPastEnd(ad, now) ? 'expired' : ad.status;

/** ADS-04: active, with 1 to 7 days left. */
export function isExpiringSoon(ad: Expiring, now: Date): boolean {
  if (currentStatus(ad, now) !== 'active') return false;
  const left = daysLeft(ad.end_date, now);
  return left >= 1 && left <= EXPIRING_SOON_DAYS;
}

export interface AdvertisementStats {
  total: number;
  active: number;
  premium: number;
  /** ADS-03: the plan prices of the ads actually paid (not refunded, not cancelled), in USD. */
  revenue: number;
  /** Owed but not yet paid: pending ads that still run (a cancelled ad is never collected). */
  pending: number;
  expiringSoon: number;
}

type StatsAd = Expiring & {
  is_premium: boolean;
  payment_status: AdPaymentStatus;
  plan: Pick<PlanSnapshot, 'price_usd'> | null;
};

/** The plan prices of the ads that pass `counts`, summed in cents so 0.1 + 0.2 stays 0.3. */
const priceSum = (ads: readonly StatsAd[], counts: (ad: StatsAd) => boolean) =>
  ads.filter(counts).reduce((sum, ad) => sum + Math.round((ad.plan?.price_usd ?? 0) * 100), 0) / 100;

/** ADS-02..05: the five stat cards; revenue is money received, a refund or a cancelled unpaid ad is none. */
export function advertisementStats(ads: readonly StatsAd[], now: Date): AdvertisementStats {
  return {
    total: ads.length,
    active: ads.filter((ad) => currentStatus(ad, now) === 'active').length,
    premium: ads.filter((ad) => ad.is_premium).length,
    revenue: priceSum(ads, (ad) => ad.payment_status === 'paid'),
    pending: priceSum(ads, (ad) => ad.payment_status === 'pending' && ad.status !== 'cancelled'),
    expiringSoon: ads.filter((ad) => isExpiringSoon(ad, now)).length,
  };
}

/** ADS-21: '{n}d left', 'Expired' or 'No expiration'; a cancelled ad runs no more, so it counts no days. */
export function expiryLabel(ad: Expiring, now: Date): Phrase {
  if (ad.status === 'cancelled') return { key: 'ep.signals.noDaysLeft' };
  if (!ad.end_date) return { key: 'ep.advertising.noExpiration' };
  const left = daysLeft(ad.end_date, now);
  return left <= 0
    ? { key: 'ep.advertising.statuses.expired' }
    : { key: 'ep.advertising.daysLeft', args: { days: left } };
}

type PlanTerms = Pick<
  PlanSnapshot,
  'duration_days' | 'is_featured' | 'is_premium' | 'featured_days' | 'homepage_days' | 'price_usd'
>;

const after = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

/**
 * ADS-28, ADS-33: what a new ad gets from its plan. It ends after the plan's duration; featured and homepage
 * placement last their own days, never beyond the end. An admin's ad needs no payment now: a free plan is paid,
 * any other waits for 'Mark as Paid'.
 */
export function advertisementTerms(plan: PlanTerms, now: Date) {
  const within = (days: number) => Math.min(days, plan.duration_days);
  const featured = plan.is_featured || plan.is_premium;
  return {
    status: 'active' as const,
    payment_status: (plan.price_usd === 0 ? 'paid' : 'pending') as AdPaymentStatus,
    end_date: after(now, plan.duration_days),
    featured_until: featured && plan.featured_days > 0 ? after(now, within(plan.featured_days)) : null,
    homepage_until: plan.homepage_days > 0 ? after(now, within(plan.homepage_days)) : null,
    is_featured: featured,
    is_premium: plan.is_premium,
  };
}

export interface StatusChange {
  status?: AdStatus;
  payment_status?: AdPaymentStatus;
}

/**
 * ADS-15, ADS-16, ADS-18: the only moves a person makes. Cancel turns an active ad cancelled; Mark as Paid turns
 * a pending payment paid. Anything else is refused with the reason.
 */
export function statusChangeError(
  ad: { status: AdStatus; payment_status: AdPaymentStatus },
  change: StatusChange,
): string | undefined {
  if (change.status === undefined && change.payment_status === undefined) return 'ep.advertising.changeNothing';
  if (change.status !== undefined) {
    if (change.status !== 'cancelled') return 'ep.advertising.onlyCancel';
    if (ad.status !== 'active') return 'ep.advertising.cancelActiveOnly';
  }
  if (change.payment_status !== undefined) {
    if (change.payment_status !== 'paid') return 'ep.advertising.onlyPaid';
    if (ad.payment_status !== 'pending') return 'ep.advertising.payPendingOnly';
    if (ad.status === 'cancelled') return 'ep.signals.notCollected';
  }
  return undefined;
}

/** ADS-11: 'Showing x-y of n advertisements'. */
export function rangeSummary(page: number, perPage: number, total: number): Phrase {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  return { key: 'ep.advertising.range', args: { first, last, total } };
}

/** ADS-13: at most `max` page numbers, a window around the current page kept inside 1..pages. */
export function pageButtons(page: number, pages: number, max: number): number[] {
  if (pages <= 0) return [];
  const count = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

/**
 * ADS-31, ADS-32: what the create button checks before calling the server: both chosen, and the chosen plan
 * still among the plans offered.
 */
export function createSelectionProblem(
  itemId: number | undefined,
  planId: number | undefined,
  plans: readonly { id: number }[],
): string | undefined {
  if (itemId === undefined || planId === undefined) return 'ep.advertising.selectBoth';
  if (!plans.some((plan) => plan.id === planId)) return 'ep.advertising.planNotFound';
  return undefined;
}

/**
 * ADS-35, ADS-36: the message of a failed create. The server's refusal carries its reason (`error`), shown
 * after 'Error creating advertisement: ' ('Unknown error' when it gave none); a call that never got an answer
 * is 'Error creating advertisement'.
 */
export function createFailureMessage(
  error: { status?: number; message?: string; body?: { error?: string; code?: string } } | undefined,
): Phrase {
  if (!error?.status) return { key: 'ep.advertising.exception' };
  if (error.body?.code === PLAN_NOT_FOUND_CODE) return { key: 'ep.advertising.planNotFound' };
  const reason = error.body?.error;
  return reason ? { key: 'ep.advertising.failed', args: { error: reason } } : { key: 'ep.advertising.failedUnknown' };
}

/** The server's code when the chosen plan is gone (ADS-32): the screen then says 'Selected plan not found' alone. */
export const PLAN_NOT_FOUND_CODE: ErrorCode = 'plan_not_found';
