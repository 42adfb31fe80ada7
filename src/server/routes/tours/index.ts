import type { FastifyInstance } from 'fastify';
import { attractionsResource } from '../../../domain/attractions';
import { toursResource } from '../../../domain/tours';
import { crudRoutes } from '../../crud/crudRoutes';
import { storeEmbeddedImages } from '../../media/embeddedImages';
import hooks from './hooks';

/**
 * Tours and their attractions: quotes, the delete that guards bookings (TOUR-32, TOUR-35), embedded attraction images
 * (ATTR-10).
 */
export default async function toursArea(scope: FastifyInstance) {
  crudRoutes(scope, toursResource, hooks(scope.deps));
  storeEmbeddedImages(scope.deps, attractionsResource.api, ['imagen'])(scope);
  crudRoutes(scope, attractionsResource);
}
