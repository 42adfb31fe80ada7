import type { DataProvider } from 'react-admin';
import { summarize, type ListingResource, type ListingStatus, type ListingType } from '../../src/domain/listings';

type Listing = { type: ListingType; status: ListingStatus; price: number };

/** The Sales & Rentals custom method over the fake data: the server's summary, counted from the same rows. */
export function fakeSalesRentalsMethods(base: DataProvider) {
  const rowsOf = async (resource: ListingResource) =>
    (await base.getList<Listing & { id: number }>(resource, { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data.map(
      ({ type, status, price }) => ({ resource, type, status, count: 1, total: price }),
    );
  return {
    getSalesRentalsSummary: async () => summarize([...(await rowsOf('properties')), ...(await rowsOf('vehicles'))]),
  };
}
