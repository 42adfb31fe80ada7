import type { AdItemType, Advertisement } from '../../domain/advertisements';
import type { AdvertisementStats, StatusChange } from '../../domain/advertisementRules';
import { httpClient } from './httpClient';

export type ExpiringAdvertisement = Advertisement & { days_left: number };

export interface AdvertisementExpiration {
  expiring: ExpiringAdvertisement[];
  expired: ExpiringAdvertisement[];
}

export interface NewAdvertisement {
  item_type: AdItemType;
  item_id: number;
  plan_id: number;
}

/** The advertising calls that are not CRUD (API-64..68). */
export interface AdvertisementMethods {
  /**
   * ADS-15, ADS-16: PATCH /api/advertisements/{id}/status with {status} or {payment_status}, and the version for 409.
   */
  setAdvertisementStatus(id: number, change: StatusChange & { version?: number }): Promise<{ data: Advertisement }>;
  /**
   * ADS-33: POST /api/property-advertisements {plan_id, property_id} or /api/vehicle-advertisements {plan_id,
   * vehicle_id}.
   */
  createAdvertisement(params: NewAdvertisement): Promise<{ data: Advertisement }>;
  /** ADS-02..05: the five stat cards over every ad. */
  getAdvertisementStats(): Promise<{ data: AdvertisementStats }>;
  /** ADS-19: the expiration monitor's two lists. */
  getAdvertisementExpiration(): Promise<{ data: AdvertisementExpiration }>;
}

const json = async <T>(path: string, init?: RequestInit) => ({ data: (await httpClient<T>(path, init)).json });

export const advertisementMethods: AdvertisementMethods = {
  setAdvertisementStatus: (id, change) =>
    json<Advertisement>(`/api/advertisements/${id}/status`, { method: 'PATCH', body: JSON.stringify(change) }),
  createAdvertisement: ({ item_type, item_id, plan_id }) =>
    json<Advertisement>(`/api/${item_type}-advertisements`, {
      method: 'POST',
      body: JSON.stringify({ plan_id, [`${item_type}_id`]: item_id }),
    }),
  getAdvertisementStats: () => json<AdvertisementStats>('/api/advertisements/stats'),
  getAdvertisementExpiration: () => json<AdvertisementExpiration>('/api/advertisements/expiration'),
};
