import { z } from 'zod';
import { calendarDate } from './dates';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';
import { fromCents, moneyNumber, toCents } from './money';

/** A promo code takes a percentage of the quote or a fixed amount off it (issue 41). */
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Letters, digits and dashes, kept in capitals: guests type it from a flyer or a chat, in any case. */
const CODE = /^[A-Z0-9-]+$/;
export const normalizeCode = (code: string) => code.trim().toUpperCase();
const optionalDay = z.union([z.literal(''), calendarDate()]).default('');

export const discountCodesResource = defineResource({
  name: 'discount-codes',
  api: '/api/discount-codes',
  schema: () =>
    z.object({
      code: requiredText(40, 'ep.vouchers.codeRequired').overwrite(normalizeCode).regex(CODE, 'ep.vouchers.codeFormat'),
      kind: z.enum(DISCOUNT_KINDS).default('percent'),
      /** A percentage (1–100) or dollars off, by `kind` (the bound across both: discountCodeProblem). */
      value: moneyNumber({ positive: true }),
      /** The tours it applies to; none means every tour. */
      tour_ids: z.array(z.number().int().min(1)).max(200).default([]),
      valid_from: optionalDay,
      valid_to: optionalDay,
      /** How many bookings may use it; null for no limit. */
      max_uses: z.number().int().min(1).max(1_000_000).nullable().default(null),
      /** Bookings that took it so far: counted by the server under the code's row lock. */
      uses: z.number().int().min(0).default(0),
      active: z.boolean().default(true),
    }),
  search: ['code'],
  access: { read: 'money', write: 'owner' },
  readOnly: ['uses'],
  unique: { code: 'ep.vouchers.codeTaken' },
  list: {
    sortable: ['code', 'valid_to', 'uses', 'active'],
    filterable: ['active', 'kind'],
    defaultSort: [
      ['code', 'asc'],
      ['id', 'asc'],
    ],
  },
  screens: true,
  menu: { after: 'informes' },
});

export type DiscountCode = RecordOf<typeof discountCodesResource>;

/** Why a code does not apply to a booking; each has its words for the visitor (ep.promo.refused.*). */
export const PROMO_REFUSALS = ['unknown', 'inactive', 'not_yet', 'expired', 'used_up', 'other_tour'] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** A rule across the code's fields, checked on every save: the field to correct and its message, or null. */
export function discountCodeProblem(
  code: Partial<Pick<DiscountCode, 'kind' | 'value' | 'valid_from' | 'valid_to'>>,
): { field: 'value' | 'valid_to'; message: string } | null {
  if (code.kind === 'percent' && (code.value ?? 0) > 100)
    return { field: 'value', message: 'ep.vouchers.percentTooLarge' };
  if (code.valid_from && code.valid_to && code.valid_to < code.valid_from)
    return { field: 'valid_to', message: 'ep.vouchers.rangeOrder' };
  return null;
}

type Terms = Pick<DiscountCode, 'active' | 'valid_from' | 'valid_to' | 'max_uses' | 'uses' | 'tour_ids'>;

/**
 * Whether a code may be taken by a booking of `tourId` made on `day` (the business's today: a code's dates are
 * the days it may be used, not the days of the trips), and why not.
 */
export function promoRefusal(code: Terms | undefined, tourId: number | null, day: string): PromoRefusal | null {
  if (!code) return 'unknown';
  if (!code.active) return 'inactive';
  if (code.valid_from && day < code.valid_from) return 'not_yet';
  if (code.valid_to && day > code.valid_to) return 'expired';
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'used_up';
  if (code.tour_ids.length > 0 && (tourId === null || !code.tour_ids.includes(tourId))) return 'other_tour';
  return null;
}

/**
 * What a code takes off a quote, in dollars worked in cents: a percentage rounded to the cent, or the amount;
 * never more than the quote, so the price never goes below 0.
 */
export function promoDiscount(code: Pick<DiscountCode, 'kind' | 'value'>, quote: number): number {
  const quoteCents = toCents(quote);
  const off = code.kind === 'percent' ? Math.round((quoteCents * toCents(code.value)) / 10_000) : toCents(code.value);
  return fromCents(Math.min(Math.max(off, 0), quoteCents));
}
