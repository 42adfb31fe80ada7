import { z } from 'zod';
import { DEFAULT_POLICIES } from '../../../domain/defaultPolicies';
import { policiesResource } from '../../../domain/policies';
import { insertAudited } from '../../db/audit';
import { listRows } from '../../db/queries';
import { codecOf, nowIso, type Json } from '../../db/repository';
import { defineHooks } from '../../crud/resource';
import { staffOf } from '../../crud/crudRoutes';

const codec = codecOf(policiesResource);
const allPolicies = { paged: false, filters: {} };

/**
 * POL-06: POST /api/init-policies creates the default privacy, terms and cancellation policies, each only if
 * no policy of its type exists (the owner's own edits are never overwritten), and answers the whole list.
 * POL-10: every save dates the policy (last_updated).
 */
export default defineHooks(policiesResource, ({ db }) => ({
  beforeUpdate: (data: Json) => ({ ...data, last_updated: nowIso() }),
  routes(app) {
    app.post(
      '/api/init-policies',
      {
        config: {
          access: { resource: policiesResource.name },
          docs: {
            summary: 'Add the default policies that are missing',
            body: z.object({}).describe('Nothing'),
            answerText: 'Every policy, the defaults added',
            answer: z.array(z.looseObject({ id: z.number().int(), policy_type: z.string() })),
          },
        },
      },
      async function initPolicies(request) {
        const staff = staffOf(request);
        await db.transaction().execute(async (trx) => {
          const existing = await trx.selectFrom('policies').select('policy_type').execute();
          const present = new Set(existing.map((policy) => policy.policy_type));
          for (const policy of DEFAULT_POLICIES.filter(({ policy_type }) => !present.has(policy_type))) {
            await insertAudited(
              trx,
              staff,
              policiesResource.name,
              codec,
              policiesResource.schema.parse({ ...policy, last_updated: nowIso() }),
            );
          }
        });
        return (await listRows(db, codec, allPolicies, policiesResource.list.defaultSort)).rows;
      },
    );
  },
}));
