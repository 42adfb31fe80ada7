import type { FastifyInstance } from 'fastify';
import { policiesResource } from '../../../domain/policies';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** Privacy, terms and cancellation policies, and their defaults (POL-06). */
export default async function policiesArea(scope: FastifyInstance) {
  crudRoutes(scope, policiesResource, hooks(scope.deps));
}
