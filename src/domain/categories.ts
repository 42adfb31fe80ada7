import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { SLUG_MESSAGE, SLUG_PATTERN } from './slug';
import { maxLengthMessage, text } from './validation';
import { lazy } from './lazy';

/** Required with the spec's message whether the field is blank or missing altogether. */
const requiredName = (max: number) =>
  z.string({ error: 'ep.categories.required' }).trim().max(max, maxLengthMessage(max)).min(1, 'ep.categories.required');

export const categorySchema = lazy(() =>
  z.object({
    name: requiredName(100),
    slug: requiredName(100).refine((slug) => SLUG_PATTERN.test(slug), SLUG_MESSAGE),
    description: text(500).default(''),
  }),
);

export const categoriesResource = defineResource({
  name: 'categories',
  api: '/api/blog/categories',
  schema: categorySchema,
  search: ['name', 'slug'],
  access: { read: 'public', write: 'staff' },
  // API-17, API-18: the spec lists and creates categories; posts point at them, so none is renamed away or deleted.
  writes: ['create'],
  unique: { name: 'ep.categories.nameTaken', slug: 'ep.categories.slugTaken' },
  list: {
    sortable: ['name', 'slug'],
    defaultSort: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
});

export type Category = RecordOf<typeof categoriesResource>;

/** POST-29: a name clashes with another whatever its case or accents' case ('TOURS' = 'tours', 'ÉXITO' = 'éxito'). */
export const sameCategoryName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');
