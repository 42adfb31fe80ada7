import { normalizeSearch } from '../../domain/search';
import { badRequest } from './errors';

export interface ListQuery {
  paged: boolean;
  page?: number;
  perPage?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  q?: string;
  filters: Record<string, string[]>;
}

export interface ListRules {
  sortable: readonly string[];
  filterable: readonly string[];
  /** Query parameters legacy clients send that mean nothing here (e.g. `admin=true`). */
  ignored?: readonly string[];
}

const intParam = (value: unknown, name: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw badRequest(`${name} must be a positive integer`, { [name]: 'Invalid' });
  return number;
};

/**
 * DESIGN.md list protocol: without parameters the legacy shape; with `_page`, `_per_page`, `_sort`, `_order`,
 * `q` or field filters, one page and a total. Unknown sort or filter fields are refused, never ignored.
 */
export function parseListQuery(query: Record<string, unknown>, rules: ListRules): ListQuery {
  const result: ListQuery = { paged: false, filters: {} };
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === '') continue;
    const values = ([] as unknown[]).concat(raw).flatMap((value) => String(value).split(','));
    if (key === '_page') result.page = intParam(raw, key);
    else if (key === '_per_page') result.perPage = Math.min(intParam(raw, key), 1000);
    else if (key === '_sort') {
      if (!rules.sortable.includes(String(raw))) throw badRequest(`Cannot sort by ${String(raw)}`, { _sort: 'Invalid' });
      result.sort = { field: String(raw), order: result.sort?.order ?? 'asc' };
    } else if (key === '_order') {
      const order = String(raw).toLowerCase();
      if (order !== 'asc' && order !== 'desc') throw badRequest('_order must be asc or desc', { _order: 'Invalid' });
      result.sort = { field: result.sort?.field ?? '', order };
    } else if (key === 'q') result.q = normalizeSearch(String(raw).trim());
    else if (rules.filterable.includes(key)) result.filters[key] = values;
    else if (!rules.ignored?.includes(key)) throw badRequest(`Cannot filter by ${key}`, { [key]: 'Invalid' });
  }
  if (result.sort && !result.sort.field) delete result.sort;
  result.paged = Boolean(result.page || result.perPage || result.sort || result.q || Object.keys(result.filters).length);
  if (result.paged) {
    result.perPage ??= result.page ? 25 : undefined;
    result.page ??= 1;
  }
  return result;
}
