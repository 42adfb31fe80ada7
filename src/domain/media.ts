import { z } from 'zod';
import type { RecordMeta } from './common';

/** MEDIA-04 plus what the real upload adds: where the file is served and its alt text. */
export interface MediaFile extends RecordMeta {
  name: string;
  type: string;
  size: number;
  date: string;
  url: string;
  alt: string;
}

export const mediaUpdate = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').optional(),
  alt: z.string().optional(),
  id: z.coerce.number().int().optional(),
  version: z.number().int().min(1).optional(),
});
