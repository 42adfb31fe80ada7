import type { FastifyInstance } from 'fastify';
import { staffPermissions } from '../../../domain/staffPermissions';
import { singletonRoutes } from '../../crud/singletonRoutes';

/** Who may do what (issue 42): the owner's grants to the secretary, GET/PUT /api/staff-permissions. */
export default async function teamArea(scope: FastifyInstance) {
  singletonRoutes(scope, staffPermissions);
  const { grants } = scope.deps.auth;
  // After the root's onSend has waited for the commit: the secretary's next call reads the saved grants.
  scope.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET') grants.forget();
    return payload;
  });
}
