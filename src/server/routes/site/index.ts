import type { FastifyInstance } from 'fastify';
import { aboutUs } from '../../../domain/aboutUs';
import { footerContent } from '../../../domain/footer';
import { headerSettings } from '../../../domain/headerSettings';
import { singletonRoutes } from '../../crud/singletonRoutes';
import { siteTextsRoutes } from './siteTexts';

/** The public site's own content: footer, about us, header settings and the editable texts per language. */
export default async function siteArea(scope: FastifyInstance) {
  singletonRoutes(scope, footerContent);
  singletonRoutes(scope, aboutUs);
  singletonRoutes(scope, headerSettings);
  siteTextsRoutes(scope, scope.deps.db);
}
