import { publishedAt, postsResource } from '../../../domain/posts';
import { cleanTags } from '../../../domain/tags';
import { badRequest } from '../../http/errors';
import { sanitizeRichHtml } from '../../http/sanitize';
import { nowIso, type Executor } from '../../db/repository';
import { defineHooks } from '../../crud/resource';

async function refuseUnknownCategory(trx: Executor, categoryId: number | null | undefined) {
  if (categoryId === undefined || categoryId === null) return;
  const found = await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  if (!found) throw badRequest('ep.posts.categoryMissing', { category_id: 'ep.posts.categoryMissing' });
}

/** The content's HTML sanitized and the tags cleaned whoever sends them (the screen and any other client alike). */
function cleaned<Post extends { content?: string; tags?: string[] }>(data: Post): Post {
  return {
    ...data,
    ...(data.content !== undefined && { content: sanitizeRichHtml(data.content) }),
    ...(data.tags !== undefined && { tags: cleanTags(data.tags) }),
  };
}

/** Posts: sanitized HTML, clean tags, a category that exists, and the date of first publication. */
export default defineHooks(postsResource, () => ({
  async beforeCreate(data, { trx }) {
    await refuseUnknownCategory(trx, data.category_id);
    return { ...cleaned(data), published_at: publishedAt(data.status, null, nowIso()) };
  },
  async beforeUpdate(data, existing, { trx }) {
    await refuseUnknownCategory(trx, data.category_id);
    const status = data.status ?? existing.status;
    return { ...cleaned(data), published_at: publishedAt(status, existing.published_at, nowIso()) };
  },
}));
