import { z } from 'zod';
import { isoDate } from './common';
import { lazy } from './lazy';
import { fromCents } from './money';
import { PAYMENT_METHODS, VOUCHER_METHOD, type PaymentKind, type StoredMethod } from './payments';

/** The longest range one cash-up covers: a year, so a typo ('2062') is refused instead of read in full. */
export const CASHUP_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** `GET /api/cashup?from=&to=`: both days included, `to` not before `from`, at most a year. */
export const cashupQuery = lazy(() =>
  z
    .strictObject({ from: isoDate, to: isoDate })
    .refine(({ from, to }) => to >= from, { message: 'ep.cashup.rangeOrder', path: ['to'] })
    .refine(({ from, to }) => daysBetween(from, to) < CASHUP_MAX_DAYS, {
      message: 'ep.cashup.rangeTooLong',
      path: ['to'],
    }),
);
export type CashupQuery = z.infer<typeof cashupQuery>;

/**
 * One payment or refund of the range, with the booking it belongs to; or (issue 41) a gift voucher's sale,
 * `voucher_sale` with no booking, the buyer as guest and the voucher's code as reference.
 */
export interface CashupLine {
  id: number;
  date: string;
  reservation_id: number | null;
  guest: string;
  tour: string;
  method: StoredMethod;
  kind: PaymentKind | 'voucher_sale';
  amount: number;
  reference: string;
  recorded_by: string;
}

/** What the database sums: one row per method, kind and recorder, the amounts in whole cents. */
export interface CashupGroup {
  method: StoredMethod;
  kind: CashupLine['kind'];
  recorded_by: string;
  count: number;
  cents: number;
}

/** Money in and out of one method or one recorder. */
export interface CashupTotal {
  payments: number;
  refunds: number;
  /** Payments less refunds. */
  net: number;
  count: number;
}

export interface CashupMethodTotal extends CashupTotal {
  method: StoredMethod;
}
export interface CashupRecorderTotal extends CashupTotal {
  recorded_by: string;
}

export interface Cashup {
  from: string;
  to: string;
  lines: CashupLine[];
  /** Every method, in the fixed order (a method with nothing shows zero, so the sheet always has its rows). */
  by_method: CashupMethodTotal[];
  by_recorder: CashupRecorderTotal[];
  total: CashupTotal;
  /** Cash taken less cash given back: what the person closing the till hands over. */
  cash_to_hand_over: number;
}

interface CentsTotal {
  payments: number;
  refunds: number;
  count: number;
}

const emptyCents = (): CentsTotal => ({ payments: 0, refunds: 0, count: 0 });
const add = (total: CentsTotal, group: CashupGroup) => {
  if (group.kind === 'refund') total.refunds += group.cents;
  else total.payments += group.cents;
  total.count += group.count;
};
const inDollars = ({ payments, refunds, count }: CentsTotal): CashupTotal => ({
  payments: fromCents(payments),
  refunds: fromCents(refunds),
  net: fromCents(payments - refunds),
  count,
});

/**
 * The sheet's totals from the database's sums in cents: added in cents, turned into dollars once at the end. A
 * payment from a gift voucher is listed but not summed: its money came in on the day the voucher was sold, which
 * the sale's own group counts (DECISIONS "Gift vouchers in the cash-up").
 */
export function cashupTotals(groups: readonly CashupGroup[]) {
  const methods = new Map<StoredMethod, CentsTotal>(PAYMENT_METHODS.map((method) => [method, emptyCents()]));
  const recorders = new Map<string, CentsTotal>();
  const total = emptyCents();
  for (const group of groups) {
    if (group.method === VOUCHER_METHOD) continue;
    add(methods.get(group.method) ?? methods.set(group.method, emptyCents()).get(group.method)!, group);
    if (!recorders.has(group.recorded_by)) recorders.set(group.recorded_by, emptyCents());
    add(recorders.get(group.recorded_by)!, group);
    add(total, group);
  }
  const cash = methods.get('cash')!;
  return {
    by_method: [...methods].map(([method, sum]) => ({ method, ...inDollars(sum) })),
    by_recorder: [...recorders]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([recorded_by, sum]) => ({ recorded_by, ...inDollars(sum) })),
    total: inDollars(total),
    cash_to_hand_over: fromCents(cash.payments - cash.refunds),
  };
}
