/**
 * TOUR-14: the base price covers 1 to 4 people; each person above 4 adds the extra price. One function for the
 * admin's quote table and the public site's quote route, so both always agree.
 */
export const PEOPLE_IN_BASE_PRICE = 4;
/** The quote table of the Pricing tab runs to the spec's example of 12 people. */
export const QUOTE_TABLE_PEOPLE = 12;

export interface TourPrices {
  precio: number;
  extra_price_per_person: number;
}

export interface Quote {
  people: number;
  base: number;
  extraPeople: number;
  extra: number;
  total: number;
}

/** Money in USD kept to cents, so 0.1 + 0.2 never shows as 0.30000000000000004. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

export function quoteTour({ precio, extra_price_per_person }: TourPrices, people: number): Quote {
  if (!Number.isInteger(people) || people < 1) throw new RangeError('people must be a whole number from 1');
  const extraPeople = Math.max(0, people - PEOPLE_IN_BASE_PRICE);
  const extra = cents(extraPeople * extra_price_per_person);
  return { people, base: precio, extraPeople, extra, total: cents(precio + extra) };
}

/** The Pricing tab's table: one quote for each group size from 1 to 12. */
export const quoteTable = (prices: TourPrices, upTo = QUOTE_TABLE_PEOPLE): Quote[] =>
  Array.from({ length: upTo }, (_, index) => quoteTour(prices, index + 1));

/**
 * The most people a tour takes, read from its capacity text ('1-12 people', 'Up to 8', '15'): the largest
 * whole number in it. Null when the text names no number, and then no limit is enforced.
 */
export function capacityLimit(capacidad: string): number | null {
  const numbers = (capacidad.match(/\d+/g) ?? []).map(Number).filter((n) => n > 0);
  return numbers.length ? Math.max(...numbers) : null;
}

export interface BookingPrices extends TourPrices {
  /** Price of each child; null when the tour prices children as adults. */
  child_price: number | null;
}

/**
 * The price of a party: adults (at least one) by the group rule above; children are people of the group too,
 * unless the tour gives them their own price, then each child adds it.
 */
export function quoteBooking(prices: BookingPrices, adults: number, children: number): number {
  if (!Number.isInteger(adults) || adults < 1) throw new RangeError('a party has at least one adult');
  if (!Number.isInteger(children) || children < 0) throw new RangeError('children must be a whole number from 0');
  if (prices.child_price === null) return quoteTour(prices, adults + children).total;
  return cents(quoteTour(prices, adults).total + children * prices.child_price);
}

/**
 * Places a tour still has on a day: its capacity less the people of the day's other bookings that hold places
 * (cancelled ones do not); null capacity means no daily limit. Never below 0, even for a day already overbooked.
 */
export function placesLeft(capacityPerDay: number | null, bookedPeople: number): number | null {
  return capacityPerDay === null ? null : Math.max(0, capacityPerDay - bookedPeople);
}

/** Whether a party fits the places left (a null left means no limit). */
export const fits = (people: number, left: number | null) => left === null || people <= left;
