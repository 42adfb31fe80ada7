import { answerTyped } from '../../http/apiReference';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ALL_ABOARD_MESSAGE,
  allAboardAfterArrival,
  shipCallImportSchema,
  shipCallsResource,
  sortSchedule,
  type ShipCallImport,
  type ShipCallInput,
} from '../../../domain/shipCalls';
import type { Database } from '../../db/schema';
import { insertAudited, recordAudit } from '../../db/audit';
import { findRow, updateRow } from '../../db/queries';
import type { Staff } from '../../auth/sessions';
import { staffOf } from '../../crud/crudRoutes';
import { defineHooks, toResourceDef } from '../../crud/resource';
import { badRequest, conflict } from '../../http/errors';

const def = toResourceDef(shipCallsResource);

/**
 * A cruise schedule imported whole in one transaction: a file cut off half way or a failed call leaves nothing
 * half imported. A call already stored (the same ship on the same day) with other times or terminal is updated,
 * as the cruise line moved it; one stored as the file says, or repeated in the file, is skipped.
 */
export async function importShipCalls(db: Kysely<Database>, staff: Staff, body: unknown): Promise<ShipCallImport> {
  const { calls } = shipCallImportSchema.parse(body);
  const dates = [...new Set(calls.map((call) => call.date))];
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('ship_calls')
      .select(['id', 'ship', 'terminal', 'date', 'arrival_time', 'all_aboard_time'])
      .where('date', 'in', dates)
      .execute();
    const { create, update, skipped } = sortSchedule(calls, stored);
    for (const call of create) await insertAudited(trx, staff, def.name, def, call);
    for (const { id, call } of update) {
      const before = await findRow(trx, def, id);
      const after = before && (await updateRow(trx, def, before, { ...call, ship: before.ship }));
      // Another write moved the call between the read and now: the whole import answers 409, nothing half done.
      if (!before || !after) throw conflict();
      await recordAudit(trx, { staff, resource: def.name, recordId: id, action: 'update', before, after });
    }
    return {
      created: create.length,
      updated: update.map(({ index, call }) => ({ index, ship: call.ship, date: call.date })),
      skipped,
    };
  });
}

/** The form's and the API's all-aboard rule on a whole record (an update may send one of the two times). */
const checkTimes = (record: Pick<ShipCallInput, 'arrival_time' | 'all_aboard_time'>) => {
  if (!allAboardAfterArrival(record)) throw badRequest(ALL_ABOARD_MESSAGE, { all_aboard_time: ALL_ABOARD_MESSAGE });
};

/** Ship calls: the derived CRUD, an all-aboard after the arrival, and the import of a cruise line's schedule. */
export const shipCallHooks = defineHooks(shipCallsResource, ({ db }) => ({
  beforeCreate(data) {
    checkTimes(data);
    return data;
  },
  beforeUpdate(data, existing) {
    checkTimes({ ...existing, ...data });
    return data;
  },
  routes(scope: FastifyInstance) {
    scope.post(
      '/api/ship-calls/import',
      {
        config: {
          access: { resource: 'ship-calls', action: 'create' },
          docs: {
            summary: 'Import a cruise schedule: new calls created, moved calls updated, calls already stored skipped',
            body: shipCallImportSchema,
            answer: answerTyped('ShipCallImport: created and skipped', 'src/server/routes/bookings/shipCallImport.ts'),
          },
        },
      },
      async function importSchedule(request) {
        return importShipCalls(db, staffOf(request), request.body);
      },
    );
  },
}));
