import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  AD_PAYMENT_STATUSES,
  AD_STATUSES,
  advertisementsResource,
  type AdItemType,
} from '../../../domain/advertisements';

// Built on first use: the reference asks for it, a request never does.
const ad = z.lazy(() => recordAnswerOf(advertisementsResource));
import { advertisementTerms, PLAN_NOT_FOUND_CODE, statusChangeError } from '../../../domain/advertisementRules';
import { adPlansResource } from '../../../domain/adPlans';
import { recordAudit } from '../../db/audit';
import { findRow, insertRow, updateRow } from '../../db/queries';
import type { Database } from '../../db/schema';
import type { Executor, Json } from '../../db/repository';
import { badRequest, coded, conflict, notFound } from '../../http/errors';
import { parseId, recordAnswerOf, staffOf } from '../../crud/crudRoutes';
import { adsCodec } from './list';
import { expireEndedAds } from './expiry';
import { codecOf } from '../../db/repository';

const plansCodec = codecOf(adPlansResource);
const write = (action: 'create' | 'edit') => ({ access: { resource: 'advertising', action } });

const statusBody = z.strictObject({
  status: z.enum(AD_STATUSES).optional(),
  payment_status: z.enum(AD_PAYMENT_STATUSES).optional(),
  version: z.number().int().min(1).optional(),
});

const id = z.coerce.number({ error: 'Required' }).int().positive('Required');

/** The listing tables belong to the sales-rentals area; read here by name for the title and image only. */
const ITEM_TABLES: Record<
  AdItemType,
  { table: 'properties' | 'vehicles'; key: 'property_id' | 'vehicle_id'; ref: 'property' | 'vehicle' }
> = {
  property: { table: 'properties', key: 'property_id', ref: 'property' },
  vehicle: { table: 'vehicles', key: 'vehicle_id', ref: 'vehicle' },
};

async function findItem(trx: Executor, type: AdItemType, itemId: number) {
  const loose = trx as unknown as Kysely<Record<string, { id: number; title: string; image: string }>>;
  return loose
    .selectFrom(ITEM_TABLES[type].table)
    .select(['id', 'title', 'image'])
    .where('id', '=', itemId)
    .executeTakeFirst();
}

/** ADS-28, ADS-33, API-67, API-68: an ad bought by the admin, dated from its plan; failures answer `{error}`. */
async function createAdvertisement(
  db: Kysely<Database>,
  type: AdItemType,
  planId: number,
  itemId: number,
  staff: ReturnType<typeof staffOf>,
) {
  const { key, ref } = ITEM_TABLES[type];
  return db.transaction().execute(async (trx) => {
    const plan = await findRow(trx, plansCodec, planId);
    if (!plan)
      throw coded(400, PLAN_NOT_FOUND_CODE, 'ep.advertising.planNotFound', {
        fields: { plan_id: 'ep.advertising.planNotFound' },
      });
    if (!plan.is_active) throw badRequest('ep.advertising.planInactive', { plan_id: 'ep.advertising.planInactive' });
    const item = await findItem(trx, type, itemId);
    if (!item)
      throw badRequest(`ep.advertising.itemNotFound.${type}`, { [key]: `ep.advertising.itemNotFound.${type}` });
    await expireEndedAds(trx);
    const running = await trx
      .selectFrom('advertisements')
      .select('id')
      .where(key, '=', itemId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (running) throw badRequest('ep.advertising.alreadyAdvertised', { [key]: 'ep.advertising.alreadyAdvertised' });
    const snapshot = {
      name: String(plan.name),
      price_usd: Number(plan.price_usd),
      duration_days: Number(plan.duration_days),
      is_featured: Boolean(plan.is_featured),
      is_premium: Boolean(plan.is_premium),
      featured_days: Number(plan.featured_days),
      homepage_days: Number(plan.homepage_days),
      max_photos: Number(plan.max_photos),
    };
    const record = await insertRow(trx, adsCodec, {
      ...advertisementTerms(snapshot, new Date()),
      title: item.title,
      image: item.image ?? '',
      item_type: type,
      plan_id: planId,
      plan_name: snapshot.name,
      plan: snapshot,
      property_id: null,
      property: null,
      vehicle_id: null,
      vehicle: null,
      [key]: itemId,
      [ref]: { title: item.title },
    });
    await recordAudit(trx, {
      staff,
      resource: 'advertising',
      recordId: Number(record.id),
      action: 'create',
      before: null,
      after: record,
    });
    return record;
  });
}

/** PATCH status (ADS-15, ADS-16, API-65) and the two create calls (ADS-33, API-67, API-68). */
export function advertisementWriteRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.patch(
    '/api/advertisements/:id/status',
    { config: { ...write('edit'), docs: { summary: 'Cancel an ad or mark it paid', body: statusBody, answer: ad } } },
    async function changeAdvertisementStatus(request) {
      const staff = staffOf(request);
      const adId = parseId((request.params as { id: string }).id);
      const body = request.body as z.infer<typeof statusBody>;
      return db.transaction().execute(async (trx) => {
        await expireEndedAds(trx);
        const existing = await findRow(trx, adsCodec, adId);
        if (!existing) throw notFound();
        if (body.version !== undefined && body.version !== existing.version) throw conflict();
        const changes: Json = {};
        if (body.status !== undefined) changes.status = body.status;
        if (body.payment_status !== undefined) changes.payment_status = body.payment_status;
        const refused = statusChangeError(existing as Parameters<typeof statusChangeError>[0], changes);
        if (refused) throw badRequest(refused);
        const updated = await updateRow(trx, adsCodec, existing, changes);
        if (!updated) throw conflict();
        await recordAudit(trx, {
          staff,
          resource: 'advertising',
          recordId: adId,
          action: 'update',
          before: existing,
          after: updated,
        });
        return updated;
      });
    },
  );

  for (const type of ['property', 'vehicle'] as const) {
    const { key } = ITEM_TABLES[type];
    const body = z.strictObject({ plan_id: id, [key]: id });
    app.post(
      `/api/${type}-advertisements`,
      { config: { ...write('create'), docs: { summary: `Advertise a ${type}`, body, status: 201, answer: ad } } },
      async function createItemAdvertisement(request, reply) {
        const input = request.body as Record<string, number>;
        const created = await createAdvertisement(db, type, input.plan_id, input[key], staffOf(request));
        return reply.code(201).send(created);
      },
    );
  }
}
