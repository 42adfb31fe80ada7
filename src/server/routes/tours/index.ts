import type { FastifyInstance } from 'fastify';
import { attractionsResource } from '../../../domain/attractions';
import { toursResource } from '../../../domain/tours';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** Tours and their attractions: quotes, and the delete that guards reservations (TOUR-32, TOUR-35). */
export default async function toursArea(scope: FastifyInstance) {
  crudRoutes(scope, toursResource, hooks(scope.deps));
  crudRoutes(scope, attractionsResource);
}
