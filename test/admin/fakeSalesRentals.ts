import type { DataProvider } from 'react-admin';
import type { Advertisement } from '../../src/domain/advertisements';
import { summarize, type ListingResource, type ListingStatus, type ListingType } from '../../src/domain/listings';

type Listing = { type: ListingType; status: ListingStatus; price: number };

/** The Sales & Rentals custom method over the fake data: the server's summary, counted from the same rows. */
export function fakeSalesRentalsMethods(base: DataProvider) {
  const rowsOf = async (resource: ListingResource) =>
    (
      await base.getList<Listing & { id: number }>(resource, {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      })
    ).data.map(({ type, status, price }) => ({ resource, type, status, count: 1, total: price }));
  return {
    getSalesRentalsSummary: async () => summarize([...(await rowsOf('properties')), ...(await rowsOf('vehicles'))]),
    countListingAds: async (resource: ListingResource, id: number) => {
      const key = resource === 'properties' ? 'property_id' : 'vehicle_id';
      const ads = await base.getList<Advertisement>('advertising', {
        pagination: { page: 1, perPage: 10_000 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      return ads.data.filter((ad) => ad[key] === id && ad.status === 'active').length;
    },
  };
}
