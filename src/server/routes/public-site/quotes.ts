import { capacityLimit, quoteBooking } from '../../../domain/tourPricing';
import type { Tour } from '../../../domain/tours';

/** The largest party the page quotes (a bigger group calls): keeps the page's price grid small. */
const LARGEST_PARTY = 30;

export const usd = (amount: number) => `US$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/**
 * The party's price from the same pure function a booking is priced with (children at the tour's child price, if any).
 */
type Priced = Pick<Tour, 'precio' | 'extra_price_per_person' | 'capacidad' | 'child_price'>;

export const partyPrice = (tour: Priced, adults: number, children: number) =>
  quoteBooking(
    { precio: tour.precio, extra_price_per_person: tour.extra_price_per_person, child_price: tour.child_price ?? null },
    adults,
    children,
  );

export const fromPrice = (tour: Priced) => partyPrice(tour, 1, 0);

/**
 * Every party the form can ask for, priced on the server: row a-1, column c is a adults and c children. The page
 * script only looks the party up, so the browser never prices on its own.
 */
export function quoteGrid(tour: Priced): { max: number; prices: string[][] } {
  // The tour's group size ('1-12 people') is the largest party one booking may be.
  const max = Math.min(capacityLimit(String(tour.capacidad ?? '')) ?? LARGEST_PARTY, LARGEST_PARTY);
  const prices = Array.from({ length: max }, (_, row) =>
    Array.from({ length: max - row }, (_, children) => usd(partyPrice(tour, row + 1, children))),
  );
  return { max, prices };
}
