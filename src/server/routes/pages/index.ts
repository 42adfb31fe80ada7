import type { FastifyInstance } from 'fastify';
import { pagesResource } from '../../../domain/pages';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** The public site's pages. */
export default async function pagesArea(scope: FastifyInstance) {
  crudRoutes(scope, pagesResource, hooks(scope.deps));
}
