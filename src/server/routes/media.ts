import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { mediaUpdate } from '../../domain/media';
import type { Database } from '../db/schema';
import { registerCrud } from './crud';
import type { ResourceDef } from './resource';

export function mediaResource(mediaDir: string): ResourceDef {
  return {
    name: 'media',
    path: '/api/media',
    table: 'media',
    searchFields: ['name', 'alt', 'type'],
    access: { read: { resource: 'media' }, write: { resource: 'media' } },
    // Files arrive through the upload route of the media area; here they are listed, renamed and deleted.
    createSchema: z.never(),
    updateSchema: mediaUpdate,
    writes: ['update', 'delete'],
    list: {
      sortable: ['id', 'name', 'type', 'size', 'date', 'updated_at'],
      filterable: ['id', 'type'],
      defaultSort: [['date', 'desc'], ['id', 'desc']],
    },
    async afterDelete(existing) {
      const url = String(existing.url ?? '');
      if (url.startsWith('/media/')) await rm(join(mediaDir, basename(url)), { force: true });
    },
  };
}

export default async function mediaRoutes(app: FastifyInstance, { db, mediaDir }: { db: Kysely<Database>; mediaDir: string }) {
  registerCrud(app, db, mediaResource(mediaDir));
}
