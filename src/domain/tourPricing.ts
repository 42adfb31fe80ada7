import { sumMoney, timesMoney } from './money';

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

export function quoteTour({ precio, extra_price_per_person }: TourPrices, people: number): Quote {
  if (!Number.isInteger(people) || people < 1) throw new RangeError('people must be a whole number from 1');
  const extraPeople = Math.max(0, people - PEOPLE_IN_BASE_PRICE);
  const extra = timesMoney(extra_price_per_person, extraPeople);
  return { people, base: precio, extraPeople, extra, total: sumMoney([precio, extra]) };
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

/** What one child above the base pays: the child price or the extra person's, whichever is lower (issue 39). */
export const childExtra = ({ extra_price_per_person, child_price }: BookingPrices): number =>
  child_price === null ? extra_price_per_person : Math.min(child_price, extra_price_per_person);

/**
 * The price of a party (issue 39: a child never costs more than an adult). Children fill the base like adults;
 * the adults take the base's places first, so the people above it are children where the party has them, and
 * each of those pays childExtra; each adult above the base pays the extra price. Paradise Island ($140 for 1-4,
 * +$15, child $70): 2 adults + 2 children $140, 4 adults + 2 children $170.
 */
export function quoteBooking(prices: BookingPrices, adults: number, children: number): number {
  if (!Number.isInteger(adults) || adults < 1) throw new RangeError('a party has at least one adult');
  if (!Number.isInteger(children) || children < 0) throw new RangeError('children must be a whole number from 0');
  const adultsAbove = Math.max(0, adults - PEOPLE_IN_BASE_PRICE);
  const childrenAbove = Math.min(children, Math.max(0, adults + children - PEOPLE_IN_BASE_PRICE));
  return sumMoney([
    prices.precio,
    timesMoney(prices.extra_price_per_person, adultsAbove),
    timesMoney(childExtra(prices), childrenAbove),
  ]);
}

/** A row of the Pricing tab's table: a party size, all adults and as one adult with children. */
export interface PartyQuote {
  people: number;
  adults: number;
  withChildren: number;
}

/** The Pricing tab's table with children: each group size as adults only and as 1 adult + the rest children. */
export const partyQuoteTable = (prices: BookingPrices, upTo = QUOTE_TABLE_PEOPLE): PartyQuote[] =>
  Array.from({ length: upTo }, (_, index) => ({
    people: index + 1,
    adults: quoteBooking(prices, index + 1, 0),
    withChildren: quoteBooking(prices, 1, index),
  }));

/**
 * Places a tour still has on a day: its capacity less the people of the day's other bookings that hold places
 * (cancelled ones do not); null capacity means no daily limit. Never below 0, even for a day already overbooked.
 */
export function placesLeft(capacityPerDay: number | null, bookedPeople: number): number | null {
  return capacityPerDay === null ? null : Math.max(0, capacityPerDay - bookedPeople);
}

/** Whether a party fits the places left (a null left means no limit). */
export const fits = (people: number, left: number | null) => left === null || people <= left;
