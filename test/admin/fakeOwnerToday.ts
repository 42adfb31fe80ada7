import type { DataProvider } from 'react-admin';
import type { Advertisement } from '../../src/domain/advertisements';
import { daysLeft, EXPIRING_SOON_DAYS } from '../../src/domain/advertisementRules';
import type { OwnerTodayMethods } from '../../src/admin/providers/ownerTodayMethods';

const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' as const } };

/** The owner's "what needs me today" counts over the fake data, by the server's rules. */
export function fakeOwnerTodayMethods(base: DataProvider): OwnerTodayMethods {
  const count = async (resource: string, filter: Record<string, unknown>) =>
    (await base.getList(resource, { ...ALL, filter })).total ?? 0;
  return {
    getOwnerToday: async () => {
      const now = new Date();
      const { data: active } = await base.getList<Advertisement>('advertising', {
        ...ALL,
        filter: { status: 'active' },
      });
      return {
        data: {
          new_reservations: await count('reservas', { estado: 'nueva' }),
          unread_messages: await count('contact', { leido: false }),
          expiring_ads: active.filter(
            (ad) =>
              ad.end_date &&
              daysLeft(ad.end_date, now) >= 1 &&
              Date.parse(ad.end_date) <= now.getTime() + EXPIRING_SOON_DAYS * 86_400_000,
          ).length,
          pending_listings:
            (await count('properties', { status: 'pending' })) + (await count('vehicles', { status: 'pending' })),
        },
      };
    },
  };
}
