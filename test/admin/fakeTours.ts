import type { DataProvider, Identifier } from 'react-admin';
import { periodBuckets } from '../../src/domain/reservationPeriods';
import type { Reservation } from '../../src/domain/reservations';
import type { ReservationStatsParams, ToursMethods } from '../../src/admin/providers/toursMethods';

/** The tours calls of the real provider (src/admin/providers/toursMethods.ts), over the fake data. */
export function fakeToursMethods(base: DataProvider): ToursMethods {
  const reservationsOf = async (filter: Record<string, unknown>) =>
    (await base.getList<Reservation>('reservas', { pagination: { page: 1, perPage: 10_000 }, sort: { field: 'id', order: 'ASC' }, filter })).data;
  return {
    forceDeleteTour: async (id: Identifier) => {
      const reservations = await reservationsOf({ tour_id: id });
      await base.deleteMany('reservas', { ids: reservations.map((row) => row.id) });
      await base.delete('tours', { id });
      return { data: { id, deleted_reservations: reservations.length } };
    },
    reservationStats: async ({ period, today, estado }: ReservationStatsParams) => {
      const rows = await reservationsOf(estado ? { estado } : {});
      const buckets = periodBuckets(period, today).map((bucket) => {
        const inside = rows.filter((row) => row.fecha >= bucket.start && row.fecha <= bucket.end);
        return { ...bucket, count: inside.length, people: inside.reduce((sum, row) => sum + row.personas, 0) };
      });
      return { data: { period, buckets, total: buckets.reduce((sum, bucket) => sum + bucket.count, 0) } };
    },
  };
}
