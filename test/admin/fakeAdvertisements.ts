import { HttpError, type DataProvider } from 'react-admin';
import type { Advertisement } from '../../src/domain/advertisements';
import type { AdPlan } from '../../src/domain/adPlans';
import {
  advertisementStats,
  advertisementTerms,
  daysLeft,
  EXPIRING_SOON_DAYS,
} from '../../src/domain/advertisementRules';
import type { AdvertisementMethods } from '../../src/admin/providers/advertisementMethods';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** The advertising methods of the real provider, over the fake data, with the server's rules. */
export function fakeAdvertisementMethods(base: DataProvider): AdvertisementMethods {
  const allAds = async () => (await base.getList<Advertisement>('advertising', ALL)).data;
  return {
    setAdvertisementStatus: async (id, change) => {
      const { version: _version, ...data } = change;
      return base.update<Advertisement>('advertising', { id, data, previousData: { id } as Advertisement });
    },
    createAdvertisement: async ({ item_type, item_id, plan_id }) => {
      const plan = await base.getOne<AdPlan>('advertising-plans', { id: plan_id }).catch(() => undefined);
      if (!plan)
        throw new HttpError('Selected plan not found', 400, {
          error: 'Selected plan not found',
          code: 'plan_not_found',
        });
      const resource = item_type === 'property' ? 'properties' : 'vehicles';
      const { data: item } = await base.getOne<{ id: number; title: string; image?: string }>(resource, {
        id: item_id,
      });
      const { data } = await base.create('advertising', {
        data: {
          ...advertisementTerms(plan.data, new Date()),
          title: item.title,
          image: item.image ?? '',
          item_type,
          plan_id,
          plan_name: plan.data.name,
          plan: plan.data,
          property_id: item_type === 'property' ? item_id : null,
          property: item_type === 'property' ? { title: item.title } : null,
          vehicle_id: item_type === 'vehicle' ? item_id : null,
          vehicle: item_type === 'vehicle' ? { title: item.title } : null,
          created_at: new Date().toISOString(),
        },
      });
      return { data: data as Advertisement };
    },
    getAdvertisementStats: async () => ({ data: advertisementStats(await allAds(), new Date()) }),
    getAdvertisementExpiration: async () => {
      const now = new Date();
      const withDays = (ads: Advertisement[]) => ads.map((ad) => ({ ...ad, days_left: daysLeft(ad.end_date, now) }));
      const ads = withDays(await allAds());
      return {
        data: {
          expiring: ads.filter(
            (ad) => ad.status === 'active' && ad.end_date && ad.days_left >= 1 && ad.days_left <= EXPIRING_SOON_DAYS,
          ),
          expired: ads.filter((ad) => ad.status === 'expired' || (ad.status === 'active' && ad.days_left <= 0)),
        },
      };
    },
  };
}
