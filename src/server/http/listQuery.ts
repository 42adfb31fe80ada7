import { normalizeSearch } from '../../domain/search';
import type { FilterValue, ListQuery } from '../db/queries';
import { badRequest } from './errors';

export interface ListRules {
  sortable: readonly string[];
  filterable: readonly string[];
  /** Query parameters legacy clients send that mean nothing here (e.g. `admin=true`). */
  ignored?: readonly string[];
}

/** The longest page one call may ask for; Content-Range tells the caller where its page really ended. */
export const MAX_PAGE = 1000;

const PROTOCOL = ['range', 'sort', 'filter'];

function parseJson(raw: unknown, name: string): unknown {
  try {
    return JSON.parse(String(raw));
  } catch {
    throw badRequest(`${name} must be JSON`, { [name]: 'Invalid' });
  }
}

const isValue = (value: unknown): value is FilterValue => ['string', 'number', 'boolean'].includes(typeof value);

function parseRange(raw: unknown): ListQuery['range'] {
  const range = parseJson(raw, 'range');
  const valid =
    Array.isArray(range) &&
    range.length === 2 &&
    range.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    range[1] >= range[0];
  if (!valid) throw badRequest('range must be [start, end] with 0 <= start <= end', { range: 'Invalid' });
  return { start: range[0], count: Math.min(range[1] - range[0] + 1, MAX_PAGE) };
}

function parseSort(raw: unknown, rules: ListRules): ListQuery['sort'] {
  const sort = parseJson(raw, 'sort');
  if (!Array.isArray(sort) || sort.length !== 2)
    throw badRequest('sort must be ["field","ASC"|"DESC"]', { sort: 'Invalid' });
  const [field, order] = sort as unknown[];
  if (typeof field !== 'string' || !rules.sortable.includes(field))
    throw badRequest(`Cannot sort by ${String(field)}`, { sort: 'Invalid' });
  const direction = String(order).toLowerCase();
  if (direction !== 'asc' && direction !== 'desc')
    throw badRequest('sort order must be ASC or DESC', { sort: 'Invalid' });
  return { field, order: direction };
}

function parseFilter(raw: unknown, rules: ListRules, query: ListQuery) {
  const filter = parseJson(raw, 'filter');
  if (!filter || typeof filter !== 'object' || Array.isArray(filter))
    throw badRequest('filter must be a JSON object', { filter: 'Invalid' });
  for (const [key, value] of Object.entries(filter)) {
    // react-admin sends a cleared filter input as empty; it means no filter, as in the screens.
    if (value === null || value === '') continue;
    if (key === 'q') {
      const q = normalizeSearch(String(value).trim());
      if (q) query.q = q;
      continue;
    }
    const bound = /^(.+)_(gte|lte)$/.exec(key);
    if (bound && rules.sortable.includes(bound[1])) {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw badRequest(`filter ${key} must be a value`, { [key]: 'Invalid' });
      (query.bounds ??= []).push({ field: bound[1], op: bound[2] === 'gte' ? '>=' : '<=', value });
      continue;
    }
    // `id` is always filterable: getMany asks for `{"id":[1,2]}`.
    if (key !== 'id' && !rules.filterable.includes(key))
      throw badRequest(`Cannot filter by ${key}`, { [key]: 'Invalid' });
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every(isValue))
      throw badRequest(`filter ${key} must be a value or a list of values`, { [key]: 'Invalid' });
    query.filters[key] = values;
  }
}

/**
 * ra-data-simple-rest's list protocol (docs/DESIGN.md): `range=[start,end]`, `sort=["field","ASC"]` and
 * `filter={"q":…,"id":[…],"field":value}`, all JSON. Without any of them the call is a legacy one and gets the
 * whole list in the spec's shape. Unknown parameters, sort fields and filter fields are refused, never ignored.
 */
export function parseListQuery(query: Record<string, unknown>, rules: ListRules): ListQuery {
  const result: ListQuery = { paged: false, filters: {} };
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || rules.ignored?.includes(key)) continue;
    if (Array.isArray(raw)) throw badRequest(`${key} was given more than once`, { [key]: 'Invalid' });
    if (key === 'range') result.range = parseRange(raw);
    else if (key === 'sort') result.sort = parseSort(raw, rules);
    else if (key === 'filter') parseFilter(raw, rules, result);
    else throw badRequest(`Unknown list parameter ${key}`, { [key]: 'Invalid' });
  }
  result.paged = PROTOCOL.some((key) => query[key] !== undefined);
  return result;
}
