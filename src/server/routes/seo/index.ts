import type { FastifyInstance } from 'fastify';
import { seoChecklist } from '../../../domain/seo/seoChecklist';
import { seoEntriesResource } from '../../../domain/seo/seoEntries';
import { seoGeneral } from '../../../domain/seo/seoGeneral';
import { crudRoutes } from '../../crud/crudRoutes';
import { singletonRoutes } from '../../crud/singletonRoutes';
import hooks from './hooks';

/** SEO: the per-page entries, the general settings and the checklist. */
export default async function seoArea(scope: FastifyInstance) {
  crudRoutes(scope, seoEntriesResource, hooks(scope.deps));
  singletonRoutes(scope, seoGeneral);
  singletonRoutes(scope, seoChecklist);
}
