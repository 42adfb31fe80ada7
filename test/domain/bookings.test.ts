import { describe, expect, it } from 'vitest';
import { fits, placesLeft, quoteBooking } from '../../src/domain/tourPricing';
import { bookingMoney } from '../../src/domain/payments';
import { agreedPrice, placesLeftMessage } from '../../src/domain/bookings';
import { spanish } from '../../src/server/http/words';

const prices = { precio: 85, extra_price_per_person: 15, child_price: null };

describe('booking rules', () => {
  it('BOOKING children count as people of the group; above the base a priced child pays the lower price', () => {
    expect(quoteBooking(prices, 2, 0)).toBe(85);
    expect(quoteBooking(prices, 4, 2)).toBe(115);
    expect(quoteBooking({ ...prices, child_price: 20 }, 4, 2)).toBe(115);
    expect(quoteBooking({ ...prices, child_price: 0.1 }, 4, 3)).toBe(85.3);
    expect(quoteBooking({ ...prices, child_price: 0.1 }, 1, 3)).toBe(85);
    expect(() => quoteBooking(prices, 0, 2)).toThrow(RangeError);
    expect(() => quoteBooking(prices, 2, -1)).toThrow(RangeError);
  });

  it('BOOKING places left: capacity less the people booked, never below 0; no capacity is no limit', () => {
    expect(placesLeft(10, 7)).toBe(3);
    expect(placesLeft(10, 12)).toBe(0);
    expect(placesLeft(null, 500)).toBeNull();
    expect(fits(3, 3)).toBe(true);
    expect(fits(4, 3)).toBe(false);
    expect(fits(400, null)).toBe(true);
  });

  it('BOOKING paid is payments less refunds; a cancelled booking owes nothing; overpaid is a negative balance', () => {
    expect(bookingMoney(100, false, [])).toEqual({ paid: 0, refunded: 0, balance: 100, has_balance: true });
    const entries = [
      { amount: 30, kind: 'payment' as const },
      { amount: 80.1, kind: 'payment' as const },
      { amount: 10.05, kind: 'refund' as const },
    ];
    expect(bookingMoney(100, false, entries)).toEqual({
      paid: 100.05,
      refunded: 10.05,
      balance: -0.05,
      has_balance: false,
    });
    expect(bookingMoney(100, true, entries.slice(0, 1))).toEqual({
      paid: 30,
      refunded: 0,
      balance: 0,
      has_balance: false,
    });
  });

  it(
    'BOOKING the agreed price is the quote, kept until the tour or party changes; the owner overrides it ' +
      'with a reason',
    () => {
      const asQuoted = { price_override: false, price_reason: '' };
      expect(agreedPrice(asQuoted, 85)).toEqual({ price_total: 85, price_override: false, price_reason: '' });
      const kept = { price_total: 85, price_override: false, price_reason: '', repriced: false };
      expect(agreedPrice(asQuoted, 99)).toMatchObject({ price_total: 99 });
      expect(agreedPrice(asQuoted, 99, kept)).toMatchObject({ price_total: 85 });
      expect(agreedPrice(asQuoted, 99, { ...kept, repriced: true })).toMatchObject({ price_total: 99 });
      expect(agreedPrice({ price_override: true, price_total: 70, price_reason: ' ' }, 85)).toEqual({
        field: 'price_reason',
        message: 'ep.reservations.priceReason',
      });
      expect(agreedPrice({ price_override: true, price_reason: 'Agencia' }, 85)).toEqual({
        field: 'price_total',
        message: 'ep.reservations.priceRequired',
      });
      expect(agreedPrice({ price_override: true, price_total: 70, price_reason: 'Agencia' }, 85, kept)).toEqual({
        price_total: 70,
        price_override: true,
        price_reason: 'Agencia',
      });
      // Taking the owner's price back prices the booking from the tour again.
      expect(agreedPrice(asQuoted, 99, { ...kept, price_total: 70, price_override: true })).toMatchObject({
        price_total: 99,
      });
    },
  );

  it('BOOKING the over-capacity message names the places left and the day as dd/mm', () => {
    expect(spanish(...placesLeftMessage(3, '2027-03-12'))).toBe('Quedan 3 plazas el 12/03');
    expect(spanish(...placesLeftMessage(1, '2027-03-12'))).toBe('Queda 1 plaza el 12/03');
    expect(spanish(...placesLeftMessage(0, '2027-03-12'))).toBe('No quedan plazas el 12/03');
  });
});
