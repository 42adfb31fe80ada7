import { z } from 'zod';
import { maxLengthMessage } from './validation';

/** Columns every stored record carries (DESIGN.md conventions). */
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

export const isoDate = z.string().max(10, maxLengthMessage(10)).regex(/^\d{4}-\d{2}-\d{2}$/, 'ep.validation.isoDate');

export const today = (now: Date = new Date()) => now.toISOString().slice(0, 10);
