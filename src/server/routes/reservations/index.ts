import type { FastifyInstance } from 'fastify';
import { reservationsResource } from '../../../domain/reservations';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** Tour reservations: the visitors' bookings and the period statistics. */
export default async function reservationsArea(scope: FastifyInstance) {
  crudRoutes(scope, reservationsResource, hooks(scope.deps));
}
