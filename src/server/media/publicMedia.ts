import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MEDIA_PLACES } from './places';
import { usedUrls } from './usage';

/** How many images the public media page shows at most: the newest. */
export const PUBLIC_MEDIA_LIMIT = 200;

/**
 * The images visitors may see: those published content shows (a draft post's or a deleted listing's are
 * not) and those published by hand. An upload from a form never saved is neither.
 */
export async function publicMedia(db: Kysely<Database>) {
  const shown = await usedUrls(db, MEDIA_PLACES, { publishedOnly: true });
  return db
    .selectFrom('media')
    .select(['id', 'name', 'url', 'alt', 'date'])
    .where('type', 'like', 'image/%')
    .where((eb) => eb.or([eb('published', '=', 1), ...(shown.size ? [eb('url', 'in', [...shown])] : [])]))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(PUBLIC_MEDIA_LIMIT)
    .execute();
}
