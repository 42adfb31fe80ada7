import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Advertisement } from '../../../domain/advertisements';
import { advertisementStats, DAY_MS, daysLeft, EXPIRING_SOON_DAYS } from '../../../domain/advertisementRules';
import type { Database } from '../../db/schema';
import { decodeRow } from '../../db/repository';
import { adsCodec } from './list';

const read = { access: { resource: 'advertising', action: 'list' } };
const count = z.number().int();
const stats = {
  ...read,
  docs: {
    summary: 'The stat cards over every ad',
    answer: z.object({
      total: count,
      active: count,
      premium: count,
      revenue: z.number(),
      pending: count,
      expiringSoon: count,
    }),
  },
};
const adsWithDays = z.array(z.looseObject({ id: z.number().int(), days_left: z.number().int().nullable() }));
const expiration = {
  ...read,
  docs: {
    summary: 'Active ads ending within 7 days and expired ads, with days left',
    answer: z.object({ expiring: adsWithDays, expired: adsWithDays }),
  },
};

/** ADS-02..05: the five stat cards over every ad, counted by the same rules the screens use. */
export function advertisementReadRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/api/advertisements/stats', { config: stats }, async function advertisementStatsRoute() {
    const rows = await db
      .selectFrom('advertisements')
      .select(['status', 'payment_status', 'end_date', 'is_premium', 'plan'])
      .execute();
    const ads = rows.map(
      (row) =>
        decodeRow(adsCodec, row) as Pick<
          Advertisement,
          'status' | 'payment_status' | 'end_date' | 'is_premium' | 'plan'
        >,
    );
    return advertisementStats(ads, new Date());
  });

  /**
   * DECISIONS ADS-19: active ads ending within 7 days (soonest first) and expired ads (latest first), with days left.
   */
  app.get('/api/advertisements/expiration', { config: expiration }, async function expiringAdvertisements() {
    const now = new Date();
    const horizon = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString();
    const withDays = (rows: Record<string, unknown>[]) =>
      rows.map((row) => {
        const ad = decodeRow(adsCodec, row);
        return { ...ad, days_left: daysLeft(ad.end_date as string | null, now) };
      });
    const expiring = await db
      .selectFrom('advertisements')
      .selectAll()
      .where('status', '=', 'active')
      .where('end_date', 'is not', null)
      .where('end_date', '<=', horizon)
      .orderBy('end_date', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const expired = await db
      .selectFrom('advertisements')
      .selectAll()
      .where('status', '=', 'expired')
      .orderBy('end_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return { expiring: withDays(expiring), expired: withDays(expired) };
  });
}
