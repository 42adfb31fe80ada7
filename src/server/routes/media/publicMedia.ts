import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicMedia } from '../../media/publicMedia';

/**
 * PUB-02: the visitors' media page lists the library's images without a session. Only what a gallery needs
 * (name, url, alt text): the files are served publicly at /media/* already; sizes and other files are not.
 */
export function publicMediaRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.get('/api/public-media', { config: { access: 'public' } }, async function publicMediaList() {
    return publicMedia(db);
  });
}
