import type { GetListParams } from 'react-admin';
import { normalizeSearch } from '../../domain/search';

type Row = Record<string, unknown>;

const matchesFilter = (row: Row, field: string, wanted: unknown) => {
  const values = Array.isArray(wanted) ? wanted : String(wanted).split(',');
  return values.some((value) => String(row[field]) === String(value));
};

const compare = (a: unknown, b: unknown) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'es', { numeric: true });
};

/**
 * Filters, sorts and pages a whole list in the browser, for answers that carry no total: a legacy server
 * that ignores the paging parameters still gives a working screen.
 */
export function pageOnClient(rows: Row[], params: GetListParams, searchFields: string[]) {
  const { q, ...filters } = (params.filter ?? {}) as Row;
  let result = rows;
  if (q) {
    const needle = normalizeSearch(String(q));
    result = result.filter((row) =>
      searchFields.some((field) => normalizeSearch(String(row[field] ?? '')).includes(needle)),
    );
  }
  for (const [field, wanted] of Object.entries(filters)) {
    if (wanted !== undefined && wanted !== '') result = result.filter((row) => matchesFilter(row, field, wanted));
  }
  if (params.sort?.field) {
    const direction = params.sort.order === 'DESC' ? -1 : 1;
    const field = params.sort.field;
    result = [...result].sort((a, b) => direction * compare(a[field], b[field]));
  }
  const total = result.length;
  if (params.pagination) {
    const { page, perPage } = params.pagination;
    result = result.slice((page - 1) * perPage, page * perPage);
  }
  return { data: result, total };
}
