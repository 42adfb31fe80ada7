import type { SalesRentalsSummary } from '../../domain/listings';
import { httpClient } from './httpClient';

/** The Sales & Rentals call that is not CRUD. */
export interface SalesRentalsMethods {
  /** SR-03, SR-04, SR-10, SR-11: per list, its count, active, pending and summed prices (GET /api/sales-rentals-summary). */
  getSalesRentalsSummary(): Promise<SalesRentalsSummary>;
}

export const salesRentalsMethods: SalesRentalsMethods = {
  getSalesRentalsSummary: async () => (await httpClient<SalesRentalsSummary>('/api/sales-rentals-summary')).json,
};
