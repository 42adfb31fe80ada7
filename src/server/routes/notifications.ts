import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { notificationCreate } from '../../domain/notifications';
import type { Database } from '../db/schema';
import { nowIso } from '../db/repository';
import { registerCrud } from './crud';
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
    async (_request, reply) => {
      await db
        .updateTable('admin_notifications')
        .set({ read: 1, updated_at: nowIso() })
        .where('read', '=', 0)
        .execute();
      return reply.code(204).send();
    },
  );
}
