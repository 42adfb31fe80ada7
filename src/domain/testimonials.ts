import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';
import { lazy } from './lazy';

/** DECISIONS SHELL-21: a visitor's review, shown on the public site once the owner approves it. */
export const testimonialSchema = lazy(() =>
  z.object({
    name: requiredText(120, 'ep.testimonials.nameRequired'),
    text: requiredText(2000, 'ep.testimonials.textRequired'),
    rating: z
      .number({ message: 'ep.testimonials.ratingRange' })
      .int('ep.testimonials.ratingRange')
      .min(1, 'ep.testimonials.ratingRange')
      .max(5, 'ep.testimonials.ratingRange'),
    date: isoDate,
    approved: z.boolean().default(false),
  }),
);

export const testimonialsResource = defineResource({
  name: 'testimonials',
  api: '/api/testimonials',
  schema: testimonialSchema,
  search: ['name', 'text'],
  // The public site reads them (approved ones only); the owner approves and deletes.
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['date', 'name', 'rating', 'approved'],
    filterable: ['approved', 'rating'],
    defaultSort: [
      ['date', 'desc'],
      ['id', 'desc'],
    ],
    publicFilters: { approved: ['true'] },
  },
  readOnly: ['date'],
  // Visitors send them through the public POST in the server's testimonials file.
  writes: ['update', 'delete'],
  screens: true,
  // Reached from the sidebar too, not only from the bell's notification (issue 43).
  menu: {},
});

export type Testimonial = RecordOf<typeof testimonialsResource>;

/** What a visitor sends; a new testimonial always waits for approval. */
export const testimonialFormSchema = lazy(() =>
  testimonialSchema.pick({ name: true, text: true, rating: true }).strict(),
);
