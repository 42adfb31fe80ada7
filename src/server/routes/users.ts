import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userCreate, userUpdate } from '../../domain/users';
import type { Database } from '../db/schema';
import { registerCrud } from './crud';
import type { ResourceDef } from './resource';

/** DECISIONS USER-01: administrators and drivers are stored staff records, owner only. */
export const usersResource: ResourceDef = {
  name: 'users',
  path: '/api/users',
  table: 'users',
  searchFields: ['username', 'email', 'phone', 'vehicle', 'plate'],
  access: { read: { resource: 'users' }, write: { resource: 'users' } },
  createSchema: userCreate,
  updateSchema: userUpdate,
  list: {
    sortable: ['id', 'username', 'email', 'role', 'status', 'updated_at'],
    filterable: ['id', 'role', 'status'],
    defaultSort: [['id', 'asc']],
  },
};

export default async function usersRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  registerCrud(app, db, usersResource);
}
