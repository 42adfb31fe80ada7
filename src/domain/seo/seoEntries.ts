import { z } from 'zod';
import { isoDateTime } from '../dates';
import { defineResource, type RecordOf } from '../resource';
import { imageLink, link, requiredText, text } from '../validation';
import { lazy } from '../lazy';

export const SEO_TYPES = ['page', 'post'] as const;
/** SEO-13, SEO-14: what the search engine did with the URL; new entries are pendiente. */
export const INDEX_STATUSES = ['indexado', 'pendiente', 'error'] as const;

const heading = text(200);

/** SEO-12: one page's or post's search-engine data, addressed by the slug the public site renders. */
export const seoEntrySchema = lazy(() =>
  z.object({
    type: z.enum(SEO_TYPES).default('page'),
    title: requiredText(200, 'ep.seo.required'),
    slug: requiredText(200, 'ep.seo.required').regex(/^$|^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'ep.seo.slugFormat'),
    description: text(320).default(''),
    keywords: text(500).default(''),
    image: imageLink(500).default(''),
    canonical: z.union([z.literal(''), link(500, 'ep.seo.canonicalInvalid')]).default(''),
    index_status: z.enum(INDEX_STATUSES).default('pendiente'),
    h1: heading.default(''),
    h2: z.array(heading).max(50).default([]),
    h3: z.array(heading).max(50).default([]),
    last_update: z.union([z.literal(''), isoDateTime()]).default(''),
  }),
);

/** SEO-17: the entry form also requires the meta description; the API does not (SEO-16 names title and slug only). */
export const seoEntryFormSchema = lazy(() =>
  seoEntrySchema.extend({ description: requiredText(320, 'ep.seo.descriptionRequired') }),
);

export const seoEntriesResource = defineResource({
  name: 'seo-entries',
  api: '/api/seo',
  table: 'seo_entries',
  schema: seoEntrySchema,
  // The server stamps it on every write.
  readOnly: ['last_update'],
  search: ['title', 'slug', 'description', 'keywords'],
  // The public site reads a page's SEO by its slug: filter={"slug":"..."}.
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['type', 'title', 'slug', 'index_status', 'last_update'],
    filterable: ['type', 'slug', 'index_status'],
    defaultSort: [
      ['type', 'asc'],
      ['title', 'asc'],
      ['id', 'asc'],
    ],
  },
  unique: { slug: 'ep.seo.slugTaken' },
});

export type SeoEntry = RecordOf<typeof seoEntriesResource>;
