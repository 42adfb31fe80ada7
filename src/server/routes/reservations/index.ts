import type { FastifyInstance } from 'fastify';
import { reservationsResource } from '../../../domain/reservations';
import { paymentsResource } from '../../../domain/payments';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks, { paymentHooks } from './hooks';

/** Tour bookings: the visitors' and the staff's, their payments and the period statistics (issue 21). */
export default async function reservationsArea(scope: FastifyInstance) {
  crudRoutes(scope, reservationsResource, hooks(scope.deps));
  crudRoutes(scope, paymentsResource, paymentHooks(scope.deps));
}
