import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MediaUse } from '../../domain/media';
import type { Database } from '../db/schema';
import { coded, notFound } from '../http/errors';
import { MEDIA_PLACES } from './places';
import { findUsage } from './usage';

export const IN_USE_MESSAGE = 'This file is still used and cannot be deleted';

/** The message names the places, so a client that shows only the message still says where. */
const inUseMessage = (uses: MediaUse[]) =>
  `${IN_USE_MESSAGE}: ` +
  `${uses.map(({ resource, label }) => (label === resource ? resource : `${resource} "${label}"`)).join(', ')}`;

/** Refuses (409 `in_use`, with `used_by`) deleting a file that content still shows: the public site would break. */
export async function refuseIfUsed(db: Kysely<Database>, file: { url?: unknown }): Promise<void> {
  const usedBy = await findUsage(db, MEDIA_PLACES, String(file.url ?? ''));
  if (usedBy.length) throw coded(409, 'in_use', inUseMessage(usedBy), { details: { used_by: usedBy } });
}

/** GET /api/media/:id/usage: every place that shows the file, as {resource, id, label}. */
export function usageRoute(db: Kysely<Database>) {
  return async (scope: FastifyInstance) => {
    scope.get(
      '/api/media/:id/usage',
      {
        config: {
          access: { resource: 'media' },
          docs: {
            summary: 'Every place that shows the file',
            answer: z.array(z.object({ resource: z.string(), id: z.number().int(), label: z.string() })),
          },
        },
      },
      async function mediaUsage(request) {
        const id = Number((request.params as { id: string }).id);
        const file = Number.isSafeInteger(id)
          ? await db.selectFrom('media').select('url').where('id', '=', id).executeTakeFirst()
          : undefined;
        if (!file) throw notFound();
        return findUsage(db, MEDIA_PLACES, file.url);
      },
    );
  };
}
