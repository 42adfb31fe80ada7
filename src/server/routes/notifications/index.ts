import type { FastifyInstance } from 'fastify';
import { notificationsResource } from '../../../domain/notifications';
import { crudRoutes } from '../../crud/crudRoutes';
import { notificationReads } from './reads';

/** The staff's bell: notifications, each answered with the caller's own `read`. */
export default async function notificationsArea(scope: FastifyInstance) {
  crudRoutes(scope, notificationsResource, { completedPerCaller: true });
  notificationReads(scope, scope.deps.db);
}
