import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { publicMedia } from '../../media/publicMedia';

/**
 * PUB-02: the visitors' media page lists the library's images without a session. Only what a gallery needs
 * (name, url, alt text): the files are served publicly at /media/* already; sizes and other files are not.
 */
export function publicMediaRoutes(app: FastifyInstance, db: Kysely<Database>) {
  const answer = z.array(
    z.object({ id: z.number().int(), name: z.string(), url: z.string(), alt: z.string().nullable(), date: z.string() }),
  );
  const docs = { summary: 'Pictures the public site may show (newest first)', answer };
  app.get('/api/public-media', { config: { access: 'public', docs } }, async function publicMediaList() {
    return publicMedia(db);
  });
}
