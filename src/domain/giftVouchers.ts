import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';
import { moneyNumber, toCents } from './money';

/** How the buyer paid for the voucher: a payment method that moves money (a voucher is not bought with a voucher). */
export const VOUCHER_SALE_METHODS = ['cash', 'card', 'transfer', 'paypal', 'other'] as const;
/**
 * `void` is the owner's: a voucher taken back. Used up and expired follow from its balance and dates (voucherState).
 */
export const VOUCHER_STATUSES = ['active', 'void'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const giftVouchersResource = defineResource({
  name: 'gift-vouchers',
  api: '/api/gift-vouchers',
  schema: () =>
    z.object({
      /** Made by the server from random bytes (giftVoucherCode): never typed, never guessed. */
      code: text(40).default(''),
      amount: moneyNumber({ positive: true, required: 'ep.vouchers.amountRequired' }),
      /** What is left to redeem: the amount less redemptions, kept under the voucher's row lock. */
      balance: z.number().default(0),
      buyer_name: requiredText(120, 'ep.vouchers.buyerRequired'),
      buyer_email: z.union([z.literal(''), email()]).default(''),
      buyer_phone: phone().default(''),
      /** For whom it is bought ("Para Ana y Luis"). */
      recipient: text(120).default(''),
      expires_on: isoDate,
      status: z.enum(VOUCHER_STATUSES).default('active'),
      /** The sale: money received on that day by that method (the cash-up counts it: DECISIONS "Gift vouchers"). */
      sold_on: isoDate,
      sale_method: z.enum(VOUCHER_SALE_METHODS).default('cash'),
      sold_by: text(120).default(''),
    }),
  search: ['code', 'buyer_name', 'buyer_email', 'recipient'],
  access: { read: 'money', write: 'money' },
  // No delete: a voucher sold is money received; a mistaken one is voided, and a redeemed one stays for its bookings.
  writes: ['create', 'update'],
  readOnly: ['code', 'balance', 'sold_by'],
  optionalOnCreate: ['sold_on'],
  unique: { code: 'ep.vouchers.codeTaken' },
  list: {
    sortable: ['code', 'sold_on', 'expires_on', 'amount', 'balance'],
    filterable: ['status', 'sold_on'],
    defaultSort: [
      ['sold_on', 'desc'],
      ['id', 'desc'],
    ],
  },
  screens: true,
  menu: { after: 'discount-codes' },
});

export type GiftVoucher = RecordOf<typeof giftVouchersResource>;

/** Letters and digits a person reads off paper without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 characters of 31 symbols: about 79 bits, so trying codes at the API's pace finds none. */
export const VOUCHER_CODE_LENGTH = 16;
/** Every code starts so, which tells a voucher's code from a promo code at a glance. */
const PREFIX = 'EPV';

/**
 * A voucher's code from random bytes (one per character; the server passes crypto.randomBytes), grouped by 4
 * for reading aloud: `EPV-7KQM-X3PA-92HD-RTW4`. Bytes of 248 and above are dropped by the caller's retry.
 */
export function giftVoucherCode(bytes: Uint8Array): string | null {
  const usable = [...bytes].filter((byte) => byte < 248).slice(0, VOUCHER_CODE_LENGTH);
  if (usable.length < VOUCHER_CODE_LENGTH) return null;
  const symbols = usable.map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${PREFIX}-${symbols.match(/.{4}/g)!.join('-')}`;
}

/** A typed code as stored: capitals, the dashes and spaces a person adds ignored. */
export const normalizeVoucherCode = (typed: string) => {
  const bare = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const symbols = bare.slice(0, PREFIX.length) === PREFIX ? bare.slice(PREFIX.length) : bare;
  return symbols.length === VOUCHER_CODE_LENGTH ? `${PREFIX}-${symbols.match(/.{4}/g)!.join('-')}` : typed.trim();
};

export const VOUCHER_STATES = ['active', 'used_up', 'expired', 'void'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

/** What a voucher is on `day`: void, used up (nothing left), expired (its last day passed) or active. */
export function voucherState(
  voucher: Pick<GiftVoucher, 'status' | 'balance' | 'expires_on'>,
  day: string,
): VoucherState {
  if (voucher.status === 'void') return 'void';
  if (toCents(voucher.balance) <= 0) return 'used_up';
  if (voucher.expires_on < day) return 'expired';
  return 'active';
}

/**
 * Why `amount` cannot be taken from the voucher on `day` (the catalog key), or null: only an active voucher,
 * never more than its balance, so two redemptions can never spend the same dollar.
 */
export function redemptionRefusal(
  voucher: Pick<GiftVoucher, 'status' | 'balance' | 'expires_on'> | undefined,
  amount: number,
  day: string,
): string | null {
  if (!voucher) return 'ep.vouchers.redeem.unknown';
  const state = voucherState(voucher, day);
  if (state !== 'active') return `ep.vouchers.redeem.${state}`;
  if (toCents(amount) > toCents(voucher.balance)) return 'ep.vouchers.redeem.overBalance';
  return null;
}
