import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { registerCrud } from './crud';
import type { ResourceDef } from './resource';

/** Read-only: the trail is written by every write route, in the write's own transaction. */
export const auditResource: ResourceDef = {
  name: 'audit',
  path: '/api/audit',
  table: 'audit_log',
  json: ['before', 'after'],
  searchFields: ['resource', 'action', 'username'],
  access: { read: { resource: 'audit' }, write: { resource: 'audit' } },
  createSchema: z.never(),
  updateSchema: z.never(),
  writes: [],
  list: {
    sortable: ['id', 'at', 'resource', 'record_id', 'username', 'action'],
    filterable: ['resource', 'record_id', 'username', 'action'],
    defaultSort: [['id', 'desc']],
  },
};

export default async function auditRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  registerCrud(app, db, auditResource);
}
