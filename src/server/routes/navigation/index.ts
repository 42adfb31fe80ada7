import type { FastifyInstance } from 'fastify';
import { navigationResource } from '../../../domain/navigation';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** The public site's menu links (NAV-07, NAV-09..12). */
export default async function navigationArea(scope: FastifyInstance) {
  crudRoutes(scope, navigationResource, hooks(scope.deps));
}
