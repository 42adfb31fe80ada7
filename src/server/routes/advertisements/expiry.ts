import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/repository';
import { nowIso } from '../../db/repository';

/** How often the job started with the app looks for ads past their end date. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * ADS-17: every active ad whose end date has passed becomes expired, in one statement on the
 * (status, end_date) index. Run before each advertising read and by the periodic job, so no screen shows a
 * stale 'active'. End dates are stored as ISO strings in UTC, which compare in time order as text.
 */
export async function expireEndedAds(db: Executor, now: Date = new Date()): Promise<number> {
  const result = await db
    .updateTable('advertisements')
    .set({ status: 'expired', updated_at: nowIso(), version: sql`version + 1` })
    .where('status', '=', 'active')
    .where('end_date', 'is not', null)
    .where('end_date', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The periodic job: started with the app, stopped when it closes. */
export function startExpiryJob(app: FastifyInstance, db: Executor, every: number = EXPIRY_SWEEP_MS) {
  const timer = setInterval(() => {
    expireEndedAds(db).catch((error: unknown) => app.log.warn({ err: error }, 'advertisement expiry sweep failed'));
  }, every);
  // The job alone never keeps the process alive.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
