import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { maxLengthMessage, requiredText } from './validation';
import { lazy } from './lazy';

export const PAGE_STATUSES = ['published', 'draft'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

export const pageSchema = lazy(() =>
  z.object({
    title: requiredText(200, 'ep.pages.titleRequired'),
    // Rich HTML, sanitized by the server; the limit keeps one page from filling the database.
    content: z.string().max(500_000, maxLengthMessage(500_000)).default(''),
    status: z.enum(PAGE_STATUSES).default('draft'),
    date: isoDate,
  }),
);

export const pagesResource = defineResource({
  name: 'pages',
  api: '/api/pages',
  schema: pageSchema,
  // The server dates a new page today.
  optionalOnCreate: ['date'],
  search: ['title', 'content'],
  access: { read: 'staff', write: 'staff' },
  list: {
    sortable: ['title', 'status', 'date'],
    filterable: ['status', 'date'],
    defaultSort: [
      ['date', 'desc'],
      ['id', 'desc'],
    ],
  },
  screens: true,
});

export type Page = RecordOf<typeof pagesResource>;
