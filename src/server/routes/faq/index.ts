import type { FastifyInstance } from 'fastify';
import { faqResource } from '../../../domain/faq';
import { crudRoutes } from '../../crud/crudRoutes';

/** Frequently asked questions. */
export default async function faqArea(scope: FastifyInstance) {
  crudRoutes(scope, faqResource);
}
