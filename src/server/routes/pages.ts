import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pageCreate, pageUpdate } from '../../domain/pages';
import { today } from '../../domain/common';
import type { Database } from '../db/schema';
import type { Json } from '../db/repository';
import { sanitizeRichHtml } from '../http/sanitize';
import { registerCrud } from './crud';
import type { ResourceDef } from './resource';

const withCleanContent = (data: Json) =>
  data.content === undefined ? data : { ...data, content: sanitizeRichHtml(String(data.content)) };

export const pagesResource: ResourceDef = {
  name: 'pages',
  path: '/api/pages',
  table: 'pages',
  searchFields: ['title', 'content'],
  access: { read: { resource: 'pages' }, write: { resource: 'pages' } },
  createSchema: pageCreate,
  updateSchema: pageUpdate,
  list: {
    sortable: ['id', 'title', 'status', 'date', 'updated_at'],
    filterable: ['id', 'status', 'date'],
    defaultSort: [['date', 'desc'], ['id', 'desc']],
  },
  beforeCreate: (data) => withCleanContent({ ...data, date: data.date ?? today() }),
  beforeUpdate: (data) => withCleanContent(data),
};

export default async function pagesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  registerCrud(app, db, pagesResource);
}
