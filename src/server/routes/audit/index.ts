import type { FastifyInstance } from 'fastify';
import { auditResource } from '../../../domain/audit';
import { crudRoutes } from '../../crud/crudRoutes';

/** The audit trail: read only, written by every save. */
export default async function auditArea(scope: FastifyInstance) {
  crudRoutes(scope, auditResource);
}
