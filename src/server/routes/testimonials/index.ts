import type { FastifyInstance } from 'fastify';
import { testimonialsResource } from '../../../domain/testimonials';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** Visitors' testimonials and their approval. */
export default async function testimonialsArea(scope: FastifyInstance) {
  crudRoutes(scope, testimonialsResource, hooks(scope.deps));
}
