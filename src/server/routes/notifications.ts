import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notificationCreate } from '../../domain/notifications';
import type { Database } from '../db/schema';
import { nowIso } from '../db/repository';
import { recordAudit } from '../db/audit';
import { registerCrud, staffOf } from './crud';
import type { ResourceDef } from './resource';

/** Created by the public routes (contact, reservations, testimonials); staff only read them. */
export const notificationsResource: ResourceDef = {
  name: 'notifications',
  path: '/api/admin-notifications',
  table: 'admin_notifications',
  booleans: ['read'],
  searchFields: ['type', 'text'],
  access: { read: { resource: 'notifications' }, write: { resource: 'notifications' } },
  createSchema: notificationCreate,
  updateSchema: z.never(),
  writes: ['delete'],
  list: {
    sortable: ['id', 'type', 'read', 'created_at'],
    filterable: ['id', 'type', 'read'],
    defaultSort: [['id', 'desc']],
  },
};

export default async function notificationRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  registerCrud(app, db, notificationsResource);

  // Opening the bell marks everything read, so the badge stays gone on every device of every staff member.
  app.post(
    '/api/admin-notifications/read',
    { config: { access: { resource: 'notifications', action: 'edit' } } },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const unread = await trx.selectFrom('admin_notifications').select('id').where('read', '=', 0).orderBy('id').execute();
        if (unread.length === 0) return;
        const ids = unread.map((row) => row.id);
        await trx
          .updateTable('admin_notifications')
          .set((eb) => ({ read: 1, updated_at: nowIso(), version: eb('version', '+', 1) }))
          .where('id', 'in', ids)
          .execute();
        await recordAudit(trx, { staff: staffOf(request), resource: 'notifications', recordId: null, action: 'read-all', before: { unread: ids }, after: null });
      });
      return reply.code(204).send();
    },
  );
}
