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
