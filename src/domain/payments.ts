import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { text } from './validation';
import { lazy } from './lazy';
import { MAX_MONEY, money, moneyNumber, roundMoney, subtractMoney, sumMoney } from './money';
import { PAYMENT_METHODS } from './paymentMethods';

// Their own module, without zod, for the driver's phone screen (issue 44).
export { PAYMENT_METHODS };

/**
 * Issue 41: part of a booking paid from a gift voucher. Not money received that day (the voucher's sale was), so
 * staff record it only by redeeming a voucher (bookings/voucherRedemption.ts), never as a plain payment.
 */
export const VOUCHER_METHOD = 'voucher';
export const STORED_METHODS = [...PAYMENT_METHODS, VOUCHER_METHOD] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type StoredMethod = (typeof STORED_METHODS)[number];
/** A payment adds to what the guest has paid; a refund gives some of it back. */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Largest amount one payment may carry, in USD: the bound of every money field (a booking's price). */
export const MAX_PAYMENT = MAX_MONEY;

/** A payment's amount: above 0, to the cent, within the bound; text only as plain decimals (domain/money.ts). */
const AMOUNT = {
  positive: true,
  words: { positive: 'ep.bookings.payments.amountPositive', twoDecimals: 'ep.bookings.payments.twoDecimals' },
};

export const paymentSchema = lazy(() =>
  z.object({
    reservation_id: z.number().int().min(1),
    amount: moneyNumber(AMOUNT),
    date: isoDate,
    method: z.enum(STORED_METHODS),
    reference: text(200).default(''),
    kind: z.enum(PAYMENT_KINDS).default('payment'),
    /** The staff member who recorded it; set by the server from the session. */
    recorded_by: text(120).default(''),
    /** Issue 41: taken in pesos ('DOP') keeps the pesos and the day's rate; `amount` is always the USD. */
    currency: z.enum(['USD', 'DOP']).default('USD'),
    amount_dop: z.number().nullable().default(null),
    rate: z.number().nullable().default(null),
    /** The gift voucher a `voucher` payment was taken from; deleting the payment gives it back. */
    voucher_id: z.number().int().nullable().default(null),
  }),
);

export const paymentsResource = defineResource({
  name: 'payments',
  api: '/api/payments',
  schema: paymentSchema,
  search: ['reference', 'recorded_by'],
  access: { read: 'money', write: 'owner' },
  // Recorded through POST /api/reservations/{id}/payments; both it and the delete keep the booking's totals in
  // the same transaction (src/server/bookings/payments.ts). A payment is not edited: a mistake is deleted.
  writes: ['delete'],
  readOnly: ['recorded_by', 'currency', 'amount_dop', 'rate', 'voucher_id'],
  list: {
    sortable: ['date', 'amount', 'reservation_id'],
    filterable: ['reservation_id', 'kind', 'method'],
    defaultSort: [
      ['date', 'asc'],
      ['id', 'asc'],
    ],
  },
});

export type Payment = RecordOf<typeof paymentsResource>;

/** What staff send to record one: the booking comes from the path, the recorder from the session. */
export const paymentInputSchema = lazy(() =>
  z.strictObject({
    amount: money(AMOUNT),
    date: isoDate,
    method: z.enum(PAYMENT_METHODS),
    reference: paymentSchema.shape.reference,
    kind: paymentSchema.shape.kind,
  }),
);
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** Money in USD kept to cents. */
export const cents = roundMoney;

export interface BookingMoney {
  /** Paid less refunded: what the business holds for the booking (`pagado`). */
  paid: number;
  /** Refunds given back (`reembolsado`). */
  refunded: number;
  /**
   * What the guest still owes (`debe`): the price less what was paid; nothing for a cancelled booking, negative when
   * overpaid.
   */
  balance: number;
  has_balance: boolean;
}

/**
 * The booking's money from its price and its payments: paid = Σ payments − Σ refunds; balance = price − paid
 * unless the booking is cancelled (a cancelled booking owes nothing; what it paid stays in `paid` until refunded).
 */
export function bookingMoney(
  priceTotal: number,
  cancelled: boolean,
  payments: ReadonlyArray<Pick<Payment, 'amount' | 'kind'>>,
): BookingMoney {
  const sum = (kind: PaymentKind) =>
    sumMoney(payments.filter((entry) => entry.kind === kind).map((entry) => entry.amount));
  const refunded = sum('refund');
  const paid = subtractMoney(sum('payment'), refunded);
  const balance = cancelled ? 0 : subtractMoney(priceTotal, paid);
  return { paid, refunded, balance, has_balance: balance > 0 };
}
