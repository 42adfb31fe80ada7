import { z } from 'zod';
import { withArgs } from './messageArgs';

/**
 * Money in USD. Columns keep dollars (double precision) and the API answers dollars as numbers, as before; every
 * sum and product is done here in whole cents, so 0.1 + 0.2 is 0.30 and a sum of many payments never drifts.
 */

/**
 * The largest amount any money field may hold: a booking's price (the bound it always had), and so a tour's,
 * extra person's, child's, zone's and plan's price, an owner's own price and one payment. A quote above it is
 * refused when the booking is made, so no stored booking is ever one its own form would refuse.
 */
export const MAX_MONEY = 1_000_000;

/**
 * Dollars to whole cents (the one rounding: amounts are validated to two decimals, so this only removes float noise).
 */
export const toCents = (dollars: number): number => Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);

/** Whole cents back to dollars, the shape stored and answered. */
export const fromCents = (cents: number): number => cents / 100;

/** An amount kept to the cent. */
export const roundMoney = (dollars: number): number => fromCents(toCents(dollars));

/** The sum of amounts, exact to the cent. */
export const sumMoney = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) total += toCents(amount);
  return fromCents(total);
};

/** a − b, exact to the cent. */
export const subtractMoney = (a: number, b: number): number => fromCents(toCents(a) - toCents(b));

/** An amount times a whole count (people, nights), exact to the cent. */
export const timesMoney = (amount: number, count: number): number => fromCents(toCents(amount) * count);

/** Whether an amount has at most two decimals (0.07 and 19.99 do; 1.005 does not). */
export const hasCentsOnly = (amount: number): boolean => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;

/** Whether an amount fits the bound every money field has. */
export const withinMoneyBound = (amount: number): boolean => Number.isFinite(amount) && amount <= MAX_MONEY;

/**
 * What a money field accepts as text: plain decimal digits, optionally a dot and one or two decimals ('85',
 * '85.5', '85.50'); the surrounding spaces a pasted value brings are ignored. Anything else a number parser would
 * take is refused: signs, exponents ('1e3'), hex ('0x10'), thousands separators, 'Infinity'.
 */
export const MONEY_TEXT = /^\d+(\.\d+)?$/;

/** Catalog keys of money's own rules (src/i18n/money.ts). */
export const MONEY_WORDS = {
  notAmount: 'ep.money.notAmount',
  twoDecimals: 'ep.money.twoDecimals',
  negative: 'ep.money.negative',
  positive: 'ep.money.positive',
} as const;

/**
 * MAX_MONEY as toLocaleString('en-US') writes it, without Intl: the server builds its money schemas as it starts,
 * and the first Intl call there loaded ICU's number data, the largest single cost of its start (issue 44).
 */
const MAX_MONEY_TEXT = String(MAX_MONEY).replace(/\B(?=(\d{3})+$)/g, ',');

export const atMostMessage = () => withArgs('ep.money.atMost', { max: MAX_MONEY_TEXT });

/**
 * A typed value as money's input: a number as it is, money text as its number, empty text as missing, and
 * anything else (true, [5], '0x10') as itself, so the number check refuses it by type.
 */
export function moneyInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return MONEY_TEXT.test(text) ? Number(text) : value;
}

interface MoneyOptions {
  /** The message when the field is missing (required fields only). */
  required?: string;
  /** Whether 0 is refused (a payment of nothing). */
  positive?: boolean;
  /** A field's own words for a rule, where its screen already had them. */
  words?: Partial<Record<keyof typeof MONEY_WORDS, string>>;
}

/** The number part of a money field: finite, not negative (or above 0), to the cent, within MAX_MONEY. */
export function moneyNumber({ required, positive = false, words = {} }: MoneyOptions = {}) {
  const word = { ...MONEY_WORDS, ...words };
  const base = z.number({
    error: (issue) => (issue.input === undefined && required ? required : word.notAmount),
  });
  return (positive ? base.gt(0, word.positive) : base.min(0, word.negative))
    .max(MAX_MONEY, atMostMessage())
    .refine(hasCentsOnly, word.twoDecimals);
}

/** A money field, parsed strictly (moneyInput) and bounded (moneyNumber). */
export const money = (options: MoneyOptions = {}) => z.preprocess(moneyInput, moneyNumber(options));

/** A money field that may be left empty: empty text, null or a missing value is null. */
export const optionalMoney = (options: MoneyOptions = {}) =>
  z
    .preprocess((value) => (value === null ? undefined : moneyInput(value)), moneyNumber(options).optional())
    .transform((value) => value ?? null);
