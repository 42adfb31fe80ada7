import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How many images the public media page shows at most: the newest. */
export const PUBLIC_MEDIA_LIMIT = 200;

/**
 * PUB-02: the visitors' media page lists the library's images without a session. Only what a gallery needs
 * (name, url, alt text): the files are served publicly at /media/* already; sizes and other files are not.
 */
export function publicMediaRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/api/public-media', { config: { access: 'public' } }, async function publicMedia() {
    return db
      .selectFrom('media')
      .select(['id', 'name', 'url', 'alt', 'date'])
      .where('type', 'like', 'image/%')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(PUBLIC_MEDIA_LIMIT)
      .execute();
  });
}
