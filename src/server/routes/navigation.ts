import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  NAV_MESSAGES,
  mapLegacyNavUrl,
  mapNavNameOnCreate,
  navigationCreate,
  navigationUpdate,
  violatesAirportTransfersRule,
} from '../../domain/navigation';
import type { Database } from '../db/schema';
import { badRequest } from '../http/errors';
import { maxValue } from '../db/queries';
import type { Executor, Json } from '../db/repository';
import { registerCrud } from './crud';
import type { ResourceDef } from './resource';

async function refuseSecondAirportLink(trx: Executor, candidate: { id?: number; url: string }) {
  const stored = await (trx as Kysely<Database>).selectFrom('navigation').select(['id', 'url']).execute();
  if (violatesAirportTransfersRule(candidate, stored)) {
    throw badRequest(NAV_MESSAGES.airportDuplicate, { url: NAV_MESSAGES.airportDuplicate });
  }
}

export const navigationResource: ResourceDef = {
  name: 'navigation',
  path: '/api/navigation',
  table: 'navigation',
  booleans: ['active', 'new_tab'],
  searchFields: ['name', 'url'],
  access: { read: 'public', write: { resource: 'navigation' } },
  createSchema: navigationCreate,
  updateSchema: navigationUpdate,
  list: {
    sortable: ['id', 'name', 'url', 'order', 'active', 'new_tab', 'updated_at'],
    filterable: ['id', 'active', 'new_tab'],
    defaultSort: [['order', 'asc'], ['id', 'asc']],
    publicFilters: { active: ['true'] },
  },
  // NAV-07, NAV-09..12 hold for every caller, not only for the screen.
  async beforeCreate(data: Json, { trx }) {
    const link = { ...data, name: mapNavNameOnCreate(String(data.name)), url: mapLegacyNavUrl(String(data.url)) };
    await refuseSecondAirportLink(trx, { url: link.url });
    return { ...link, order: data.order ?? (await maxValue(trx, navigationResource, 'order')) + 1 };
  },
  async beforeUpdate(data: Json, existing: Json, { trx }) {
    if (data.url === undefined) return data;
    const url = mapLegacyNavUrl(String(data.url));
    await refuseSecondAirportLink(trx, { id: Number(existing.id), url });
    return { ...data, url };
  },
};

export default async function navigationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  registerCrud(app, db, navigationResource);
}
