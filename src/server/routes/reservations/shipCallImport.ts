import { answerTyped } from '../../http/apiReference';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { shipCallImportSchema, shipCallsResource, sortSchedule, type ShipCallImport } from '../../../domain/shipCalls';
import type { Database } from '../../db/schema';
import { insertAudited } from '../../db/audit';
import type { Staff } from '../../auth/sessions';
import { staffOf } from '../../crud/crudRoutes';
import { defineHooks, toResourceDef } from '../../crud/resource';

const def = toResourceDef(shipCallsResource);

/**
 * A cruise schedule imported whole in one transaction: a file cut off half way or a failed call leaves nothing
 * half imported, and a call already stored (the same ship on the same day) or repeated in the file is skipped.
 */
export async function importShipCalls(db: Kysely<Database>, staff: Staff, body: unknown): Promise<ShipCallImport> {
  const { calls } = shipCallImportSchema.parse(body);
  const dates = [...new Set(calls.map((call) => call.date))];
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('ship_calls').select(['ship', 'date']).where('date', 'in', dates).execute();
    const { create, skipped } = sortSchedule(calls, stored);
    for (const call of create) {
      await insertAudited(trx, staff, def.name, def, call);
    }
    return { created: create.length, skipped };
  });
}

/** Ship calls: the derived CRUD plus the import of a cruise line's schedule. */
export const shipCallHooks = defineHooks(({ db }) => ({
  routes(scope: FastifyInstance) {
    scope.post(
      '/api/ship-calls/import',
      {
        config: {
          access: { resource: 'ship-calls', action: 'create' },
          docs: {
            summary: 'Import a cruise schedule: new calls created, calls already stored skipped',
            body: shipCallImportSchema,
            answer: answerTyped(
              'ShipCallImport: created and skipped',
              'src/server/routes/reservations/shipCallImport.ts',
            ),
          },
        },
      },
      async function importSchedule(request) {
        return importShipCalls(db, staffOf(request), request.body);
      },
    );
  },
}));
