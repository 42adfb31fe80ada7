import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AD_ITEM_TYPES, AD_PAGE_SIZE, AD_STATUSES, advertisementsResource } from '../../../domain/advertisements';
import { normalizeSearch } from '../../../domain/search';
import { matchesSearch, type FilterValue } from '../../db/queries';
import { codecOf, decodeRow, type Executor, type Json } from '../../db/repository';
import { MAX_PAGE, parseListQuery } from '../../http/listQuery';
import { contentRange } from '../../crud/crudRoutes';

export const adsCodec = codecOf(advertisementsResource);

interface AdQuery {
  start: number;
  count: number;
  q?: string;
  filters: Record<string, FilterValue[]>;
  sort: { field: string; order: 'asc' | 'desc' };
}

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * One page of ads and the total. Sorting by end date puts ads without one last in 'Expires Soon' and first in
 * 'Expires Later' (ADS-05: no expiry counts as 999 days), the same on SQLite and PostgreSQL, whose NULLs
 * otherwise sort at opposite ends.
 */
export async function pageOfAds(db: Executor, query: AdQuery): Promise<{ rows: Json[]; total: number }> {
  let base = (db as unknown as LooseDb).selectFrom('advertisements');
  for (const [field, values] of Object.entries(query.filters)) base = base.where(field, 'in', values);
  if (query.q) base = base.where(matchesSearch(db, adsCodec, query.q));
  const { field, order } = query.sort;
  const key = field === 'end_date' ? sql`coalesce(end_date, '9999-12-31')` : sql.ref(field);
  const rows = await base
    .selectAll()
    .orderBy(key, order)
    .orderBy('id', order)
    .limit(query.count)
    .offset(query.start)
    .execute();
  const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  return { rows: rows.map((row) => decodeRow(adsCodec, row)), total: Number(counted?.total ?? 0) };
}

/** API-64: the spec's query parameters. */
export const LEGACY_PARAMS = ['page', 'per_page', 'status', 'type', 'search', 'sort_by', 'sort_order'];

const legacyQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(AD_PAGE_SIZE),
  status: z.enum(['all', ...AD_STATUSES]).default('all'),
  type: z.enum(['all', ...AD_ITEM_TYPES]).default('all'),
  search: z.string().max(200).default(''),
  sort_by: z.enum(['created_at', 'title', 'end_date']).default('created_at'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
});

/** The spec's call: `{advertisements, total, page, per_page, total_pages}`, 20 a page by default. */
export async function legacyList(db: Executor, raw: Record<string, unknown>) {
  const params = legacyQuery.parse(raw);
  const filters: Record<string, FilterValue[]> = {};
  if (params.status !== 'all') filters.status = [params.status];
  if (params.type !== 'all') filters.item_type = [params.type];
  const { rows, total } = await pageOfAds(db, {
    start: (params.page - 1) * params.per_page,
    count: params.per_page,
    q: normalizeSearch(params.search.trim()) || undefined,
    filters,
    sort: { field: params.sort_by, order: params.sort_order },
  });
  return {
    advertisements: rows,
    total,
    page: params.page,
    per_page: params.per_page,
    total_pages: Math.ceil(total / params.per_page),
  };
}

/** ra-data-simple-rest's call (range, sort, filter): a bare array with its Content-Range. */
export async function protocolList(db: Executor, request: FastifyRequest, reply: FastifyReply) {
  const query = parseListQuery(request.query as Record<string, unknown>, advertisementsResource.list);
  const start = query.range?.start ?? 0;
  const { rows, total } = await pageOfAds(db, {
    start,
    count: query.range?.count ?? MAX_PAGE,
    q: query.q,
    filters: query.filters,
    sort: query.sort ?? { field: 'created_at', order: 'desc' },
  });
  reply.header('Content-Range', contentRange(advertisementsResource.api, start, rows.length, total));
  return rows;
}
