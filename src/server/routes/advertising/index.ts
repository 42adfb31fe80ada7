import type { FastifyRequest } from 'fastify';
import { defineHooks } from '../routes/resource';
import { expireEndedAds, startExpiryJob } from '../advertising/expiry';
import { LEGACY_PARAMS, legacyList, protocolList } from '../advertising/list';
import { advertisementReadRoutes } from '../advertising/reads';
import { advertisementWriteRoutes } from '../advertising/writes';
import { ownerTodayRoute } from '../dashboard/ownerToday';

const LIST = '/api/advertisements';
const READS = new Set([LIST, `${LIST}/:id`, `${LIST}/stats`, `${LIST}/expiration`]);
const PROTOCOL = ['range', 'sort', 'filter'];

const has = (request: FastifyRequest, keys: string[]) => keys.some((key) => (request.query as Record<string, unknown>)[key] !== undefined);

/**
 * Advertising beyond its derived reads: ads past their end date are expired before every read and by a job
 * running with the app (ADS-17); the list answers the spec's parameters (API-64) and the list protocol with
 * its own query (no-expiry last); status changes and creation are their own routes.
 */
export default defineHooks(({ db }) => ({
  routes(app) {
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' || !READS.has(request.routeOptions.url ?? '')) return;
      await expireEndedAds(db);
      if (request.routeOptions.url !== LIST) return;
      // Both answer here; a call with neither keeps the derived route's whole list.
      if (has(request, LEGACY_PARAMS)) return reply.send(await legacyList(db, request.query as Record<string, unknown>));
      if (has(request, PROTOCOL)) return reply.send(await protocolList(db, request, reply));
    });
    advertisementReadRoutes(app, db);
    advertisementWriteRoutes(app, db);
    startExpiryJob(app, db);
    // The owner dashboard's second row counts expiring ads among other things; it has no resource of its own.
    ownerTodayRoute(app, db);
  },
}));
