import { partnersResource } from '../../domain/partners';
import {
  bookingPartnerOf,
  partnerQuoteCents,
  type BookingChannel,
  type BookingPartner,
  type PartnerTerms,
} from '../../domain/partnerTerms';
import { fromCents, toCents } from '../../domain/money';
import { findRow } from '../db/queries';
import { codecOf, decodeRow, type Executor, type Json } from '../db/repository';
import { badRequest } from '../http/errors';

const partners = codecOf(partnersResource);

const termsOf = (row: Json): PartnerTerms & { active: boolean } => ({
  id: Number(row.id),
  commission_kind: row.commission_kind as PartnerTerms['commission_kind'],
  commission_percent: Number(row.commission_percent),
  net_rates: (row.net_rates ?? []) as PartnerTerms['net_rates'],
  settle_mode: row.settle_mode as PartnerTerms['settle_mode'],
  active: Boolean(row.active),
});

/** The partner a staff booking names; an unknown one, or one made inactive, is refused under the field. */
export async function namedPartner(
  trx: Executor,
  partnerId: number | null,
  kept: unknown = null,
): Promise<PartnerTerms | null> {
  if (partnerId === null) return null;
  const row = await findRow(trx, partners, partnerId);
  // A booking keeps the partner it was made with, even one no longer active.
  if (!row || (!row.active && partnerId !== kept))
    throw badRequest('ep.partners.missing', { partner_id: 'ep.partners.missing' });
  return termsOf(row);
}

/** The active partner a referral code (`?ref=`) names; none for a code nobody has, so the booking is taken anyway. */
export async function referralPartner(trx: Executor, code: string | undefined): Promise<PartnerTerms | null> {
  if (!code) return null;
  const row = await trx
    .selectFrom('partners')
    .selectAll()
    .where('referral_code', '=', code.trim().toLowerCase())
    .where('active', '=', 1)
    .executeTakeFirst();
  return row ? termsOf(decodeRow(partners, row as Json)) : null;
}

/** The quote in dollars a partner's booking takes (its net rate where staff book a net partner's tour). */
export const partnerQuote = (
  terms: PartnerTerms | null,
  booking: { tour_id: number | null; personas: number },
  quote: number,
  channel: BookingChannel = 'staff',
): number =>
  fromCents(
    partnerQuoteCents(terms, {
      tourId: booking.tour_id,
      people: booking.personas,
      quoteCents: toCents(quote),
      channel,
    }),
  );

/** The partner fields a new booking stores, from its agreed price. */
export const partnerFields = (
  terms: PartnerTerms | null,
  booking: { tour_id: number | null; personas: number; partner_agent?: string; price_total: number },
  channel: BookingChannel = 'staff',
): BookingPartner =>
  bookingPartnerOf(terms, {
    agent: booking.partner_agent ?? '',
    tourId: booking.tour_id,
    people: booking.personas,
    priceCents: toCents(booking.price_total),
    channel,
  });

/**
 * An edited booking keeps the commission and settle mode it was made with while its partner and price stay
 * (a later change of the partner's terms rewrites no booking); a new partner or price takes the partner's terms.
 */
export function editedPartnerFields(
  existing: Json,
  terms: PartnerTerms | null,
  booking: { tour_id: number | null; personas: number; partner_agent?: string; price_total: number },
): BookingPartner {
  const same =
    terms !== null &&
    terms.id === existing.partner_id &&
    toCents(booking.price_total) === toCents(Number(existing.price_total));
  if (!same) return partnerFields(terms, booking);
  return {
    partner_id: terms.id,
    partner_agent: booking.partner_agent ?? '',
    partner_commission_cents: Number(existing.partner_commission_cents),
    partner_settle: existing.partner_settle as BookingPartner['partner_settle'],
  };
}
