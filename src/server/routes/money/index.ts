import type { FastifyInstance } from 'fastify';
import { cashupRoute } from './cashup';
import { reportsRoute } from './reports';

/** The owner's money screens: the cash-up and the reports, read-only views over bookings and payments. */
export default async function moneyArea(scope: FastifyInstance) {
  cashupRoute(scope, scope.deps.db);
  reportsRoute(scope, scope.deps.db);
}
