import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MEDIA_PLACES } from './places';
import { removeMediaFiles } from './removeFiles';
import { usedUrls } from './usage';

/** A form upload nobody saved is an orphan once it is a day old: long enough for any form to be finished. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the cleanup looks for orphans while the app runs. */
export const ORPHAN_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the uploads older than ORPHAN_AGE_MS that no content names, that are not published by hand and
 * were not put in the library on purpose (a form whose record was never saved, the photos of a deleted
 * listing), with their files. Answers the ids it removed.
 */
export async function cleanOrphanUploads(db: Kysely<Database>, mediaDir: string, now = new Date()): Promise<number[]> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS).toISOString();
  const candidates = await db
    .selectFrom('media')
    .select(['id', 'url', 'thumbnail'])
    .where('created_at', '<', cutoff)
    .where('library', '=', 0)
    .where('published', '=', 0)
    .execute();
  if (!candidates.length) return [];
  const used = await usedUrls(db, MEDIA_PLACES, { publishedOnly: false });
  const removed: number[] = [];
  for (const orphan of candidates.filter(({ url }) => !used.has(url))) {
    await db.deleteFrom('media').where('id', '=', orphan.id).execute();
    await removeMediaFiles(db, mediaDir, orphan);
    removed.push(orphan.id);
  }
  return removed;
}

/**
 * Runs the cleanup at start and every interval while the app is up, one pass at a time. Closing the app waits for
 * a pass under way, so nothing is removed once close() has answered.
 */
export function scheduleOrphanCleanup(
  app: FastifyInstance,
  db: Kysely<Database>,
  mediaDir: string,
  intervalMs = ORPHAN_CLEANUP_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  const run = () => {
    pass ??= cleanOrphanUploads(db, mediaDir)
      .then(
        () => undefined,
        (error: unknown) => app.log.error(error, 'orphan upload cleanup failed'),
      )
      .finally(() => (pass = undefined));
  };
  app.addHook('onReady', () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
}
