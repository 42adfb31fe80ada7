import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY,
  fromCents,
  hasCentsOnly,
  money,
  moneyInput,
  optionalMoney,
  subtractMoney,
  sumMoney,
  timesMoney,
  toCents,
} from '../../src/domain/money';
import { bookingMoney } from '../../src/domain/payments';
import { childExtra, partyQuoteTable, quoteBooking } from '../../src/domain/tourPricing';
import { tourSchema } from '../../src/domain/tours';
import { transferZoneSchema } from '../../src/domain/transferZones';
import { adPlanSchema } from '../../src/domain/adPlans';
import { paymentInputSchema } from '../../src/domain/payments';

const refused = (value: unknown) => !money().safeParse(value).success;

describe('money in cents', () => {
  it('MONEY sums, differences and products are exact to the cent', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(subtractMoney(100, 99.99)).toBe(0.01);
    expect(timesMoney(19.99, 3)).toBe(59.97);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.07)).toBe(7);
    expect(fromCents(30)).toBe(0.3);
    expect(
      bookingMoney(0.3, false, [
        { amount: 0.1, kind: 'payment' },
        { amount: 0.2, kind: 'payment' },
      ]),
    ).toEqual({
      paid: 0.3,
      refunded: 0,
      balance: 0,
      has_balance: false,
    });
  });

  it('MONEY text is accepted only as plain decimals; numbers with more than 2 decimals are refused', () => {
    for (const text of ['85', '85.5', '85.50', ' 85 ', '0']) expect(money().parse(text)).toBe(Number(text));
    for (const value of ['0x10', '1e3', '-5', '+5', '1,000', 'Infinity', 'NaN', '5 USD', [5], true, {}, '.5', '5.'])
      expect(refused(value), JSON.stringify(value)).toBe(true);
    expect(refused(1.234)).toBe(true);
    expect(refused('1.234')).toBe(true);
    expect(hasCentsOnly(0.07)).toBe(true);
    expect(moneyInput('')).toBeUndefined();
    expect(optionalMoney().parse('')).toBeNull();
    expect(optionalMoney().parse(null)).toBeNull();
    expect(optionalMoney().parse('70')).toBe(70);
  });

  it(
    'MONEY every money field has the booking price bound: 1e308 and 5,000,000 are refused, the bound ' + 'itself kept',
    () => {
      for (const huge of [1e308, 5_000_000, MAX_MONEY + 0.01, Infinity]) {
        expect(refused(huge)).toBe(true);
        const tour = { nombre: 'T', slug: 't', duracion: '1h', capacidad: '1-4', descripcion: 'x' };
        for (const field of ['precio', 'extra_price_per_person', 'child_price'])
          expect(tourSchema.safeParse({ ...tour, precio: 10, [field]: huge }).success, field).toBe(false);
        expect(transferZoneSchema.safeParse({ name: 'Sosua', price: huge }).success).toBe(false);
        expect(adPlanSchema.safeParse({ name: 'Gold', price_usd: huge }).success).toBe(false);
        expect(
          paymentInputSchema.safeParse({ amount: huge, date: '2026-01-01', method: 'cash', kind: 'payment' }).success,
        ).toBe(false);
      }
      expect(money().parse(MAX_MONEY)).toBe(MAX_MONEY);
      expect(paymentInputSchema.safeParse({ amount: '0x10', date: '2026-01-01', method: 'cash' }).success).toBe(false);
    },
  );
});

describe('a child never costs more than an adult (issue 39)', () => {
  const paradise = { precio: 140, extra_price_per_person: 15, child_price: 70 };

  it('BOOKING children fill the base like adults; above it each child pays the lower of child and extra price', () => {
    expect(quoteBooking(paradise, 4, 0)).toBe(140);
    expect(quoteBooking(paradise, 2, 2)).toBe(140);
    expect(quoteBooking(paradise, 1, 3)).toBe(140);
    expect(quoteBooking(paradise, 4, 2)).toBe(140 + 2 * 15);
    expect(quoteBooking(paradise, 6, 0)).toBe(170);
    expect(quoteBooking(paradise, 2, 4)).toBe(170);
    const cheapChild = { ...paradise, child_price: 10 };
    expect(childExtra(cheapChild)).toBe(10);
    expect(quoteBooking(cheapChild, 4, 2)).toBe(160);
    expect(quoteBooking(cheapChild, 5, 2)).toBe(140 + 15 + 20);
    expect(childExtra({ ...paradise, child_price: null })).toBe(15);
  });

  it('BOOKING a child never raises a quote above the same party as adults', () => {
    for (const child_price of [null, 0, 10, 15, 70, 500])
      for (let adults = 1; adults <= 8; adults += 1)
        for (let children = 0; children <= 8; children += 1)
          expect(quoteBooking({ ...paradise, child_price }, adults, children)).toBeLessThanOrEqual(
            quoteBooking(paradise, adults + children, 0),
          );
  });

  it('BOOKING the Pricing tab table shows each party size as adults and as one adult with children', () => {
    const table = partyQuoteTable(paradise, 6);
    expect(table).toEqual([
      { people: 1, adults: 140, withChildren: 140 },
      { people: 2, adults: 140, withChildren: 140 },
      { people: 3, adults: 140, withChildren: 140 },
      { people: 4, adults: 140, withChildren: 140 },
      { people: 5, adults: 155, withChildren: 155 },
      { people: 6, adults: 170, withChildren: 170 },
    ]);
    expect(partyQuoteTable({ ...paradise, child_price: 5 }, 6).map((row) => row.withChildren)).toEqual([
      140, 140, 140, 140, 145, 150,
    ]);
  });
});
