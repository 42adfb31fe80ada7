import type { FastifyInstance } from 'fastify';
import { usersResource } from '../../../domain/users';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** Staff records. */
export default async function usersArea(scope: FastifyInstance) {
  crudRoutes(scope, usersResource, hooks(scope.deps));
}
