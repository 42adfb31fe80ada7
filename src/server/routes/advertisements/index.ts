import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { advertisementsResource } from '../../../domain/advertisements';
import { adPlansResource } from '../../../domain/adPlans';
import { crudRoutes } from '../../crud/crudRoutes';
import type { RouteHandler } from '../../crud/resource';
import { expireEndedAds, startExpiryJob } from './expiry';
import { LEGACY_PARAMS, legacyList, protocolList } from './list';
import { advertisementReadRoutes } from './reads';
import { advertisementWriteRoutes } from './writes';

const LIST = advertisementsResource.api;
const READS = new Set([LIST, `${LIST}/:id`, `${LIST}/stats`, `${LIST}/expiration`]);
const PROTOCOL = ['range', 'sort', 'filter'];

const has = (request: FastifyRequest, keys: string[]) =>
  keys.some((key) => (request.query as Record<string, unknown>)[key] !== undefined);

/**
 * Advertising: plans, and ads beyond their derived reads. Ads past their end date are expired before every
 * ad read (a hook of this area only) and by a job running with the app (ADS-17); the list answers the spec's
 * parameters (API-64) and the list protocol with its own query (no-expiry last); status changes and creation
 * are their own routes.
 */
export default async function advertisementArea(scope: FastifyInstance) {
  const { db } = scope.deps;
  scope.addHook('preHandler', async function expireBeforeRead(request) {
    if (request.method === 'GET' && READS.has(request.routeOptions.url ?? '')) await expireEndedAds(db);
  });

  /** Both answer here; a call with neither keeps the derived route's whole list. */
  const list = (derived: RouteHandler) =>
    async function advertisementsList(request: FastifyRequest, reply: FastifyReply) {
      if (has(request, LEGACY_PARAMS)) return legacyList(db, request.query as Record<string, unknown>);
      if (has(request, PROTOCOL)) return protocolList(db, request, reply);
      return derived(request, reply);
    };

  crudRoutes(scope, adPlansResource);
  crudRoutes(scope, advertisementsResource, { list });
  advertisementReadRoutes(scope, db);
  advertisementWriteRoutes(scope, db);
  startExpiryJob(scope, db);
}
