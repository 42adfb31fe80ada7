import { describe, expect, it } from 'vitest';
import { capacityLimit, quoteTable, quoteTour } from '../../src/domain/tourPricing';

describe('tour pricing', () => {
  const prices = { precio: 85, extra_price_per_person: 15 };

  it('TOUR-14 the base price covers 1 to 4 people', () => {
    for (const people of [1, 2, 3, 4])
      expect(quoteTour(prices, people)).toEqual({ people, base: 85, extraPeople: 0, extra: 0, total: 85 });
  });

  it('TOUR-14 each person above 4 adds the extra price, up to the 12 of the example', () => {
    expect(quoteTour(prices, 5).total).toBe(100);
    expect(quoteTour(prices, 12)).toEqual({ people: 12, base: 85, extraPeople: 8, extra: 120, total: 205 });
    expect(quoteTable(prices).map((quote) => quote.total)).toEqual([
      85, 85, 85, 85, 100, 115, 130, 145, 160, 175, 190, 205,
    ]);
  });

  it('TOUR-11 TOUR-14 an extra price of 0 keeps the base price; cents stay exact', () => {
    expect(quoteTour({ precio: 50, extra_price_per_person: 0 }, 10).total).toBe(50);
    expect(quoteTour({ precio: 0.1, extra_price_per_person: 0.2 }, 5).total).toBe(0.3);
  });

  it('refuses a group of 0 or a fraction of a person', () => {
    expect(() => quoteTour(prices, 0)).toThrow(RangeError);
    expect(() => quoteTour(prices, 2.5)).toThrow(RangeError);
  });

  it('reads the most people a tour takes from its capacity text', () => {
    expect(capacityLimit('1-12 people')).toBe(12);
    expect(capacityLimit('Up to 8')).toBe(8);
    expect(capacityLimit('2 a 15 personas')).toBe(15);
    expect(capacityLimit('Private group')).toBeNull();
  });
});
