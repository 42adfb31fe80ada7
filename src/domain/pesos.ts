import { z } from 'zod';
import { isoDate } from './common';
import { lazy } from './lazy';
import { fromCents, money, moneyInput, toCents } from './money';
import { PAYMENT_KINDS, PAYMENT_METHODS } from './payments';
import { text } from './validation';

/** The currencies a payment is taken in; bookings, totals and reports stay in USD. */
export const CURRENCIES = ['USD', 'DOP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Pesos per dollar: above 0, at most 4 decimals, and within a sane bound so a slip ('5900') is refused. */
export const rateSchema = lazy(() =>
  z
    .preprocess(
      moneyInput,
      z.number({ error: 'ep.pesos.rateRequired' }).gt(0, 'ep.pesos.rateRequired').max(1000, 'ep.pesos.rateRange'),
    )
    .refine((rate) => Math.abs(Math.round(rate * 10_000) - rate * 10_000) < 1e-6, 'ep.pesos.rateDecimals'),
);

/** Pesos as dollars at the rate, to the cent (rounded half away from zero, as cents are everywhere). */
export const dopToUsd = (amountDop: number, rate: number): number => fromCents(Math.round(toCents(amountDop) / rate));

/** Dollars as pesos at the rate, whole pesos (what the public site shows beside a price). */
export const usdToDop = (amountUsd: number, rate: number): number => Math.round(amountUsd * rate);

/** A payment taken in pesos: the pesos and the day's rate; its USD amount is worked out from them. */
export const pesoPaymentSchema = lazy(() =>
  z.strictObject({
    currency: z.literal('DOP'),
    amount_dop: money({ positive: true, words: { positive: 'ep.bookings.payments.amountPositive' } }),
    rate: rateSchema,
    date: isoDate,
    method: z.enum(PAYMENT_METHODS),
    reference: text(200).default(''),
    kind: z.enum(PAYMENT_KINDS).default('payment'),
  }),
);
export type PesoPayment = z.infer<typeof pesoPaymentSchema>;

/** `PUT /api/exchange-rates/{date}`: the day's rate. */
export const exchangeRateInput = lazy(() => z.strictObject({ rate: rateSchema }));
