import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso, type Json } from '../../db/repository';
import { recordAudit } from '../../db/audit';
import { staffOf } from '../../crud/crudRoutes';
import { notificationTypesFor } from '../../../domain/notificationAccess';
import { refuseHiddenNotification, visibleFilter } from './visibility';

const PATH = '/api/admin-notifications';
const ROUTES = new Set([PATH, `${PATH}/:id`]);

/** Migration 005: one row per staff member and notification read. */
interface NotificationReadsTable {
  username: string;
  notification_id: number;
  read_at: string;
}
type ReadsDb = Kysely<Database & { notification_reads: NotificationReadsTable }>;

const isNotificationRead = (request: FastifyRequest) =>
  request.method === 'GET' && ROUTES.has(request.routeOptions.url ?? '') && request.staff !== undefined;

async function readIds(db: ReadsDb, username: string, ids?: number[]): Promise<Set<number>> {
  if (ids?.length === 0) return new Set();
  let query = db.selectFrom('notification_reads').select('notification_id').where('username', '=', username);
  if (ids) query = query.where('notification_id', 'in', ids);
  return new Set((await query.execute()).map((row) => row.notification_id));
}

/**
 * `filter={"read":false}` means unread by the caller: turned into the list of those ids before the derived
 * list route runs, so paging and Content-Range stay right. Id 0 matches nothing (an empty list means no filter).
 */
async function readFilterAsIds(db: ReadsDb, username: string, rawFilter: string): Promise<string> {
  const filter = JSON.parse(rawFilter) as Record<string, unknown>;
  if (filter.read === undefined || filter.read === null || filter.read === '') return rawFilter;
  const wantRead = filter.read === true || filter.read === 'true' || filter.read === 1;
  const read = await readIds(db, username);
  const all = await db.selectFrom('admin_notifications').select('id').execute();
  // An `id` filter sent with it (getMany) narrows the answer further.
  const asked =
    filter.id === undefined ? undefined : new Set((Array.isArray(filter.id) ? filter.id : [filter.id]).map(Number));
  const ids = all.map((row) => row.id).filter((id) => read.has(id) === wantRead && (!asked || asked.has(id)));
  return JSON.stringify({ ...filter, read: undefined, id: ids.length > 0 ? ids : [0] });
}

/**
 * Beyond the notifications' derived CRUD: each staff member's own read state. The derived GET routes answer
 * `read` for the signed-in user (hooks of the notifications area's own scope, on those two routes), and
 * opening the bell marks everything read for that user only.
 */
export function notificationReads(app: FastifyInstance, db: Kysely<Database>) {
  const reads = db.withTables<{ notification_reads: NotificationReadsTable }>();

  app.addHook('preHandler', async (request) => {
    if (request.method === 'DELETE' && request.routeOptions.url === `${PATH}/:id` && request.staff) {
      await refuseHiddenNotification(db, request, request.staff.role, request.grants);
    }
    if (!isNotificationRead(request)) return;
    const { role, username } = staffOf(request);
    if (request.routeOptions.url !== PATH) return refuseHiddenNotification(db, request, role, request.grants);
    const query = request.query as Record<string, unknown>;
    const filter = visibleFilter(query.filter, role, request.grants);
    if (filter !== undefined) query.filter = filter;
    if (typeof query.filter !== 'string') return;
    try {
      query.filter = await readFilterAsIds(reads, username, query.filter);
    } catch {
      // Not JSON: the list route answers its own 400.
    }
  });

  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isNotificationRead(request) || payload === null || typeof payload !== 'object') return payload;
    const rows = (Array.isArray(payload) ? payload : [payload]) as Json[];
    if (!rows.every((row) => typeof row.id === 'number')) return payload;
    const read = await readIds(
      reads,
      staffOf(request).username,
      rows.map((row) => Number(row.id)),
    );
    const withRead = rows.map((row) => ({ ...row, read: read.has(Number(row.id)) }));
    return Array.isArray(payload) ? withRead : withRead[0];
  });

  app.post(
    `${PATH}/read`,
    {
      config: {
        access: { resource: 'notifications', action: 'edit' },
        docs: {
          summary: 'Mark every notification the caller’s bell shows as read',
          body: z.object({}).describe('Nothing: the session says whose bell'),
          status: 204,
          answerText: 'Marked',
        },
      },
    },
    async function markAllRead(request, reply) {
      const { username, role } = staffOf(request);
      await db.transaction().execute(async (trx) => {
        const trxReads = trx.withTables<{ notification_reads: NotificationReadsTable }>();
        const read = await readIds(trxReads, username);
        // Only what the caller's bell shows: opening it marks nothing of an area she may not open.
        const unread = (
          await trx
            .selectFrom('admin_notifications')
            .select('id')
            .where('type', 'in', notificationTypesFor(role, request.grants))
            .orderBy('id')
            .execute()
        )
          .map((row) => row.id)
          .filter((id) => !read.has(id));
        if (unread.length === 0) return;
        const at = nowIso();
        await trxReads
          .insertInto('notification_reads')
          .values(unread.map((id) => ({ username, notification_id: id, read_at: at })))
          // Two tabs of one user opening the bell at once: the second finds the pair already there.
          .onConflict((conflict) => conflict.columns(['username', 'notification_id']).doNothing())
          .execute();
        await recordAudit(trx, {
          staff: staffOf(request),
          resource: 'notifications',
          recordId: null,
          action: 'read-all',
          before: { unread },
          after: null,
        });
      });
      return reply.code(204).send();
    },
  );
}
