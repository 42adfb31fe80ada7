import type { CommissionKind, NetRate, SettleMode } from './partners';
import { toCents } from './money';

/**
 * What a partner's booking is priced and paid by (issue 41). Staff booking for a partner on net rates charge the
 * partner's net price per person where the tour has one (the partner sells on at its own price and keeps the
 * difference); a percentage partner's booking keeps the tour's price and earns the percentage of it. A web
 * booking through a referral link is always at the site's price and collected by us: a net partner earns the
 * difference between that price and its net.
 */
export interface PartnerTerms {
  id: number;
  commission_kind: CommissionKind;
  commission_percent: number;
  net_rates: NetRate[];
  settle_mode: SettleMode;
}

/** Staff take a partner's booking at its terms; a visitor's referral booking is at the site's price. */
export type BookingChannel = 'staff' | 'web';

/** What a booking keeps of its partner when it is made: later changes to the partner leave it as agreed. */
export interface BookingPartner {
  partner_id: number | null;
  partner_agent: string;
  partner_commission_cents: number;
  partner_settle: SettleMode | '';
}

export const NO_PARTNER: BookingPartner = {
  partner_id: null,
  partner_agent: '',
  partner_commission_cents: 0,
  partner_settle: '',
};

/** The partner's net price per person for the tour, in cents; null where it has none (or is on a percentage). */
export function netRateCents(terms: PartnerTerms, tourId: number | null): number | null {
  if (terms.commission_kind !== 'net' || tourId === null) return null;
  const rate = terms.net_rates.find((entry) => Number(entry.tour_id) === tourId);
  return rate ? toCents(Number(rate.net_price)) : null;
}

/** The quote a booking takes, in cents: the net rate times the party where staff book a net partner's tour. */
export function partnerQuoteCents(
  terms: PartnerTerms | null,
  booking: { tourId: number | null; people: number; quoteCents: number; channel: BookingChannel },
): number {
  if (!terms || booking.channel === 'web') return booking.quoteCents;
  const net = netRateCents(terms, booking.tourId);
  return net === null ? booking.quoteCents : net * booking.people;
}

/** A percentage of cents, to the cent, in whole numbers (12.5 % of $85 is $10.63). */
export const percentOfCents = (cents: number, percent: number): number =>
  Math.round((cents * Math.round(percent * 100)) / 10_000);

/** What the partner earns on the booking's agreed price, in cents. */
export function commissionCents(
  terms: PartnerTerms,
  booking: { tourId: number | null; people: number; priceCents: number; channel: BookingChannel },
): number {
  if (terms.commission_kind === 'percent') return percentOfCents(booking.priceCents, terms.commission_percent);
  if (booking.channel === 'staff') return 0;
  const net = netRateCents(terms, booking.tourId);
  return net === null ? 0 : Math.max(0, booking.priceCents - net * booking.people);
}

/** The partner fields a booking stores when it is made (or when its partner or price changes). */
export function bookingPartnerOf(
  terms: PartnerTerms | null,
  booking: { agent: string; tourId: number | null; people: number; priceCents: number; channel: BookingChannel },
): BookingPartner {
  if (!terms) return NO_PARTNER;
  return {
    partner_id: terms.id,
    partner_agent: booking.agent,
    partner_commission_cents: commissionCents(terms, booking),
    partner_settle: booking.channel === 'web' ? 'we_collect' : terms.settle_mode,
  };
}
