import { z } from 'zod';
import { entitySchemas, isoDate, type RecordMeta } from './common';

export const PAGE_STATUSES = ['published', 'draft'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** PAGE-02: the labels the Pages screen shows. */
export const PAGE_STATUS_LABELS: Record<PageStatus, string> = { published: 'Publicado', draft: 'Borrador' };

export const pageSchemas = entitySchemas(
  {
    title: z.string().trim().min(1, 'Title is required'),
    content: z.string(),
    status: z.enum(PAGE_STATUSES),
    date: isoDate,
  },
  { content: '', status: 'draft' },
);
export const pageCreate = pageSchemas.create.extend({ date: isoDate.optional() });
export const pageUpdate = pageSchemas.update;

export interface Page extends RecordMeta {
  title: string;
  content: string;
  status: PageStatus;
  date: string;
}
