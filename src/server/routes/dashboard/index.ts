import type { FastifyInstance } from 'fastify';
import { ownerTodayRoute } from './ownerToday';

/** The owner's dashboard: the "what needs me today" counts, across areas, with no resource of its own. */
export default async function dashboardArea(scope: FastifyInstance) {
  ownerTodayRoute(scope, scope.deps.db);
}
