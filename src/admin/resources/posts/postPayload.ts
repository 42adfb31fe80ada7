import type { RaRecord } from 'react-admin';

/** The fields of a post that may be empty (null), every other one being text. */
const NULLABLE = new Set(['category_id', 'published_at']);

/**
 * react-admin's inputs turn a cleared value into null; the post's text fields are '' when empty (the
 * server refuses null for text), so a cleared summary or removed featured image is saved as ''.
 */
export const withEmptyText = <R extends Partial<RaRecord>>(data: R): R =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value === null && !NULLABLE.has(key) ? '' : value]),
  ) as R;
