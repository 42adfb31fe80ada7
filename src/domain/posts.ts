import { z } from 'zod';
import { isoDateTime } from './dates';
import { defineResource, type RecordOf } from './resource';
import { SLUG_MESSAGE, SLUG_PATTERN } from './slug';
import { LINK_MESSAGE, imageLink, isSafeLink, maxLengthMessage, requiredText, text } from './validation';
import { withArgs } from './messageArgs';
import { lazy } from './lazy';

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
/** POST-18 */
export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const;
/** POST-19 */
export const ROBOTS_META = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;

/** An optional address the public site renders: empty, a site path or http(s). */
const optionalLink = (max: number) => text(max).refine(isSafeLink, LINK_MESSAGE).default('');

export const postSchema = lazy(() =>
  z.object({
    title: requiredText(200, 'ep.posts.titleRequired'),
    slug: requiredText(200, 'ep.posts.slugRequired').refine((slug) => SLUG_PATTERN.test(slug), SLUG_MESSAGE),
    summary: text(1000).default(''),
    // Rich HTML, sanitized by the server; the limit keeps one post from filling the database.
    content: z.string().max(500_000, maxLengthMessage(500_000)).default(''),
    featured_image: imageLink(500).default(''),
    category_id: z.number().int().positive().nullable().default(null),
    status: z.enum(POST_STATUSES).default('draft'),
    seo_title: text(200).default(''),
    seo_description: text(500).default(''),
    seo_keywords: text(500).default(''),
    og_title: text(200).default(''),
    og_description: text(500).default(''),
    og_image: imageLink(500).default(''),
    twitter_card: z.enum(TWITTER_CARDS).default('summary'),
    canonical_url: optionalLink(500),
    robots_meta: z.enum(ROBOTS_META).default('index,follow'),
    tags: z
      .array(text(50))
      .max(30, withArgs('ep.posts.maxTags', { max: 30 }))
      .default([]),
    // Set by the server when the post is first published.
    published_at: isoDateTime().nullable().default(null),
  }),
);

export const postsResource = defineResource({
  name: 'posts',
  api: '/api/blog/posts',
  schema: postSchema,
  search: ['title', 'slug'],
  // The public blog reads published posts; the admin's `admin=true` (or the list protocol) sees drafts too.
  access: { read: 'public', write: 'staff' },
  readOnly: ['published_at'],
  unique: { slug: 'ep.posts.slugTaken' },
  list: {
    sortable: ['title', 'slug', 'status', 'published_at', 'category_id'],
    filterable: ['status', 'category_id'],
    defaultSort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    publicFilters: { status: ['published'] },
  },
  legacy: { listKey: 'posts', recordKey: 'post', listParams: { admin: 'true' } },
  screens: true,
});

export type Post = RecordOf<typeof postsResource>;

/** When a post was first published: kept once set, stamped the first time it is saved as published. */
export const publishedAt = (status: string, current: string | null | undefined, now: string): string | null =>
  current ?? (status === 'published' ? now : null);
