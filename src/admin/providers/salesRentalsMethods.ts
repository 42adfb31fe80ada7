import type { ListingResource, SalesRentalsSummary } from '../../domain/listings';
import { httpClient } from './httpClient';

/** The Sales & Rentals calls that are not CRUD. */
export interface SalesRentalsMethods {
  /**
   * SR-03, SR-04, SR-10, SR-11: per list, its count, active, pending and summed prices (GET
   * /api/sales-rentals-summary).
   */
  getSalesRentalsSummary(): Promise<SalesRentalsSummary>;
  /** How many running ads deleting the listing would end (GET /api/{resource}/{id}/ads). */
  countListingAds(resource: ListingResource, id: number): Promise<number>;
}

export const salesRentalsMethods: SalesRentalsMethods = {
  getSalesRentalsSummary: async () => (await httpClient<SalesRentalsSummary>('/api/sales-rentals-summary')).json,
  countListingAds: async (resource, id) =>
    (await httpClient<{ active: number }>(`/api/${resource}/${encodeURIComponent(String(id))}/ads`)).json.active,
};
