import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdItemType } from '../../../domain/advertisements';
import type { Staff } from '../../auth/sessions';
import { recordAudit } from '../../db/audit';
import { updateRow } from '../../db/queries';
import type { Database } from '../../db/schema';
import { decodeRow, type Executor, type Json } from '../../db/repository';
import { conflict } from '../../http/errors';
import { parseId } from '../../crud/crudRoutes';
import { adsCodec } from './list';
import { expireEndedAds } from './expiry';

const ITEMS: Record<AdItemType, { key: 'property_id' | 'vehicle_id'; resource: 'properties' | 'vehicles' }> = {
  property: { key: 'property_id', resource: 'properties' },
  vehicle: { key: 'vehicle_id', resource: 'vehicles' },
};

const activeAds = (db: Executor, type: AdItemType, itemId: number) =>
  db.selectFrom('advertisements').selectAll().where(ITEMS[type].key, '=', itemId).where('status', '=', 'active');

/**
 * A listing that is gone cannot be advertised: its running ads are cancelled in the delete's transaction, each
 * a versioned, audited change like the owner's own 'Cancel' (ADS-15), so the ads screen and the public site stop
 * showing them. Answers how many it ended.
 */
export async function endListingAds(trx: Executor, type: AdItemType, itemId: number, staff: Staff): Promise<number> {
  await expireEndedAds(trx);
  const running = (await activeAds(trx, type, itemId).execute()).map((row) => decodeRow(adsCodec, row as Json));
  for (const ad of running) {
    const ended = await updateRow(trx, adsCodec, ad, { status: 'cancelled' });
    if (!ended) throw conflict();
    await recordAudit(trx, {
      staff,
      resource: 'advertising',
      recordId: Number(ad.id),
      action: 'update',
      before: ad,
      after: ended,
    });
  }
  return running.length;
}

/**
 * GET /api/{properties|vehicles}/:id/ads → {active}: how many running ads deleting the listing would end, for
 * the delete dialog. Open to whoever may delete the listing.
 */
export function listingAdsRoute(app: FastifyInstance, db: Kysely<Database>, type: AdItemType) {
  const { resource } = ITEMS[type];
  app.get(
    `/api/${resource}/:id/ads`,
    {
      config: {
        access: { resource, action: 'delete' },
        docs: { summary: `Running ads deleting the ${type} would end`, answer: z.object({ active: z.number().int() }) },
      },
    },
    async function listingAds(request) {
      const itemId = parseId((request.params as { id: string }).id);
      const now = new Date().toISOString();
      const row = await activeAds(db, type, itemId)
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('count'))
        .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', now)]))
        .executeTakeFirstOrThrow();
      return { active: Number(row.count) };
    },
  );
}
