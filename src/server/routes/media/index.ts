import type { FastifyInstance } from 'fastify';
import { mediaResource } from '../../../domain/media';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';
import { publicMediaRoutes } from './publicMedia';

/** The media library: uploads, deletes that remove unused files, and the visitors' gallery (PUB-02). */
export default async function mediaArea(scope: FastifyInstance) {
  crudRoutes(scope, mediaResource, hooks(scope.deps));
  publicMediaRoutes(scope, scope.deps.db);
}
