import type { FastifyInstance } from 'fastify';
import { resources, singletons } from '../../../domain/resources';
import { crudRoutes } from '../../crud/crudRoutes';
import { singletonRoutes } from '../../crud/singletonRoutes';

/**
 * The resources no area claims: a declaration without server rules of its own needs no area, so adding one
 * touches no server file. Registered last (src/server/areas.ts), when every other area has said what it serves.
 */
export default async function declaredArea(scope: FastifyInstance) {
  const { served } = scope.deps;
  for (const resource of resources) if (!served.has(resource.name)) crudRoutes(scope, resource);
  for (const singleton of singletons) if (!served.has(singleton.name)) singletonRoutes(scope, singleton);
}
