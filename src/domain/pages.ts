import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';

export const PAGE_STATUSES = ['published', 'draft'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** PAGE-02: the labels the Pages screen shows. */
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = { published: 'Publicado', draft: 'Borrador' };

export const pageSchema = z.object({
  title: requiredText(200, 'Title is required'),
  // Rich HTML, sanitized by the server; the limit keeps one page from filling the database.
  content: z.string().max(500_000, 'Máximo 500000 caracteres').default(''),
  status: z.enum(PAGE_STATUSES).default('draft'),
  date: isoDate,
});

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
    defaultSort: [['date', 'desc'], ['id', 'desc']],
  },
  screens: true,
});

export type Page = RecordOf<typeof pagesResource>;
