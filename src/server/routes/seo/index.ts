import type { FastifyInstance } from 'fastify';
import { seoChecklist } from '../../../domain/seo/seoChecklist';
import { seoEntriesResource } from '../../../domain/seo/seoEntries';
import { seoGeneral } from '../../../domain/seo/seoGeneral';
import { crudRoutes } from '../../crud/crudRoutes';
import hooks from './hooks';
import { healthPercentage, SITE_TITLE_ITEM, siteTitleVerdict, type ChecklistItem } from '../../../domain/seo/checklist';
import { read, singletonRoutes } from '../../crud/singletonRoutes';
import { checkStructuredData } from '../public-site/structuredCheck';

/** SEO: the per-page entries, the general settings and the checklist. */
export default async function seoArea(scope: FastifyInstance) {
  crudRoutes(scope, seoEntriesResource, hooks(scope.deps));
  singletonRoutes(scope, seoGeneral);
  singletonRoutes(scope, seoChecklist);
  // The structured-data and site-title items are not the owner's guess: they are what the public pages carry
  // and what Site SEO General holds when read.
  scope.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.method !== 'GET' || request.routeOptions.url !== seoChecklist.api) return payload;
    const answer = payload as { data: string; health_percentage: number };
    const items = JSON.parse(answer.data) as ChecklistItem[];
    const verdict = await checkStructuredData(request.server);
    const title = siteTitleVerdict(String((await read(request.server.deps.db, seoGeneral)).data.site_title ?? ''));
    const checked = items.map((item) =>
      STRUCTURED_DATA_ITEM.test(item.label)
        ? { ...item, ...verdict }
        : SITE_TITLE_ITEM.test(item.label)
          ? { ...item, ...title }
          : item,
    );
    return { ...answer, data: JSON.stringify(checked), health_percentage: healthPercentage(checked) };
  });
}

const STRUCTURED_DATA_ITEM = /^Datos estructurados/;
