import type { FastifyRequest } from 'fastify';
import { notificationTypesFor, seesNotification } from '../../../domain/notificationAccess';
import { NOTIFICATION_TYPES } from '../../../domain/notifications';
import type { Role } from '../../../domain/roles';
import type { StaffGrants } from '../../../domain/staffPermissions';
import type { Executor } from '../../db/repository';
import { notFound } from '../../http/errors';

const NOTHING = [0];

/**
 * The list's `filter` narrowed to the types the caller may see (src/domain/notificationAccess.ts), so the page,
 * its Content-Range and the unread count hold only those. A filter that is not a JSON object is left for the
 * list route to refuse.
 */
export function visibleFilter(rawFilter: unknown, role: Role, grants?: StaffGrants): unknown {
  const visible = notificationTypesFor(role, grants);
  if (visible.length === NOTIFICATION_TYPES.length) return rawFilter;
  let filter: unknown = {};
  if (rawFilter !== undefined) {
    try {
      filter = JSON.parse(String(rawFilter));
    } catch {
      return rawFilter;
    }
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return rawFilter;
  const { type } = filter as { type?: unknown };
  const asked =
    type === undefined || type === null || type === '' ? visible : (Array.isArray(type) ? type : [type]).map(String);
  const types = visible.filter((entry) => asked.includes(entry));
  // Only types she may not see were asked for: the answer is empty, as for an id that matches nothing.
  return JSON.stringify(types.length > 0 ? { ...filter, type: types } : { ...filter, id: NOTHING });
}

/** GET or DELETE of one notification of an area the caller may not open answers as if it did not exist. */
export async function refuseHiddenNotification(
  db: Executor,
  request: FastifyRequest,
  role: Role,
  grants?: StaffGrants,
): Promise<void> {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id)) return;
  const row = await db.selectFrom('admin_notifications').select('type').where('id', '=', id).executeTakeFirst();
  if (row && !seesNotification(role, row.type, grants)) throw notFound();
}
