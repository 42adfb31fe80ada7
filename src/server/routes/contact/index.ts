import type { FastifyInstance } from 'fastify';
import { contactResource } from '../../../domain/contact';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';

/** The inbox: visitors' messages and the staff's replies. */
export default async function contactArea(scope: FastifyInstance) {
  crudRoutes(scope, contactResource, hooks(scope.deps));
}
