import { publishedAt } from '../../../domain/posts';
import { cleanTags } from '../../../domain/tags';
import { badRequest } from '../../http/errors';
import { sanitizeRichHtml } from '../../http/sanitize';
import { nowIso, type Executor, type Json } from '../../db/repository';
import { defineHooks } from '../../crud/resource';

async function refuseUnknownCategory(trx: Executor, categoryId: unknown) {
  if (categoryId === undefined || categoryId === null) return;
  const found = await trx.selectFrom('categories').select('id').where('id', '=', Number(categoryId)).executeTakeFirst();
  if (!found) throw badRequest('ep.posts.categoryMissing', { category_id: 'ep.posts.categoryMissing' });
}

/** The content's HTML sanitized and the tags cleaned whoever sends them (the screen and any other client alike). */
function cleaned(data: Json): Json {
  const clean = { ...data };
  if (data.content !== undefined) clean.content = sanitizeRichHtml(String(data.content));
  if (Array.isArray(data.tags)) clean.tags = cleanTags(data.tags as string[]);
  return clean;
}

/** Posts: sanitized HTML, clean tags, a category that exists, and the date of first publication. */
export default defineHooks(() => ({
  async beforeCreate(data, { trx }) {
    await refuseUnknownCategory(trx, data.category_id);
    return { ...cleaned(data), published_at: publishedAt(String(data.status), null, nowIso()) };
  },
  async beforeUpdate(data, existing, { trx }) {
    await refuseUnknownCategory(trx, data.category_id);
    const status = String(data.status ?? existing.status);
    return { ...cleaned(data), published_at: publishedAt(status, existing.published_at as string | null, nowIso()) };
  },
}));
