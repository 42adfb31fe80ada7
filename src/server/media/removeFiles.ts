import { rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Removes a deleted media record's file and thumbnail, unless another record still shows the same file (the
 * same image uploaded twice has one content-hash name). basename() keeps the path in the folder.
 */
export async function removeMediaFiles(
  db: Kysely<Database>,
  mediaDir: string,
  removed: { url?: unknown; thumbnail?: unknown },
): Promise<void> {
  const url = String(removed.url ?? '');
  const stillShown = await db.selectFrom('media').select('id').where('url', '=', url).limit(1).executeTakeFirst();
  if (stillShown) return;
  for (const served of [url, String(removed.thumbnail ?? '')]) {
    if (served.startsWith('/media/')) await rm(join(mediaDir, basename(served)), { force: true });
  }
}
