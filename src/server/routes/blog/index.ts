import type { FastifyInstance } from 'fastify';
import { categoriesResource } from '../../../domain/categories';
import { postsResource } from '../../../domain/posts';
import { crudRoutes } from '../../crud/crudRoutes';
import categoryHooks from './categories';
import postHooks from './posts';

/** The blog: categories and posts. */
export default async function blogArea(scope: FastifyInstance) {
  crudRoutes(scope, categoriesResource, categoryHooks(scope.deps));
  crudRoutes(scope, postsResource, postHooks(scope.deps));
}
