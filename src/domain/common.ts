import { z } from 'zod';
import { businessToday, calendarDate } from './dates';

/** Columns every stored record carries (docs/DESIGN.md conventions). */
export interface RecordMeta {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
}

/**
 * Fields a client may echo back on a write: react-admin sends the whole record on update.
 * `id`, `created_at` and `updated_at` are ignored by the server; `version` guards against lost updates
 * (an older version answers 409; no version is accepted for legacy clients).
 */
export const recordMetaInput = {
  id: z.coerce.number().int().optional(),
  version: z.number().int().min(1).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
};

/** Every YYYY-MM-DD field: a real calendar day in the sane range (src/domain/dates.ts). */
export const isoDate = calendarDate();

/** Today on the business's calendar (Puerto Plata), whatever the server's or the browser's zone. */
export const today = businessToday;
