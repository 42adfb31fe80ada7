import { CompiledQuery, sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { dialectOf } from './client';
import { searchTableOf } from './searchIndex';
import { decodeRow, encodeRecord, nowIso, type Executor, type Json, type TableCodec } from './repository';

export type FilterValue = string | number | boolean;

/** What a list asks of the database, as http/listQuery.ts reads it from the request. */
export interface ListQuery {
  /** True when the call spoke the list protocol: a bare array and Content-Range, instead of the legacy answer. */
  paged: boolean;
  /** Offset and row count of the page asked for (`range=[start,end]`, both ends included). */
  range?: { start: number; count: number };
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Normalized like the stored `search` column. */
  q?: string;
  filters: Record<string, FilterValue[]>;
  /** `<field>_gte` / `<field>_lte` bounds (both included) on a sortable field, e.g. the audit trail's `at`. */
  bounds?: Array<{ field: string; op: '>=' | '<='; value: string | number }>;
}

/**
 * The statements every resource shares, written once. The table is chosen at run time from a resource
 * description, so they run on a loosely typed view of the database; the codecs give the rows their shape.
 */
type LooseDb = Record<string, Record<string, unknown>>;
const loose = (db: Executor) => db as unknown as Kysely<LooseDb>;

const filterValue = (codec: TableCodec, field: string, value: FilterValue) =>
  codec.booleans?.includes(field)
    ? value === true || value === 'true' || value === 1 || value === '1'
      ? 1
      : 0
    : value;

export type SortSpec = ReadonlyArray<readonly [string, 'asc' | 'desc']>;

/**
 * The one way `q` reaches the database: rows whose normalized `search` column contains it. Three characters
 * or more use the search index (createSearchIndex), so the cost follows the matches, not the table; shorter
 * text matches most rows anyway and is compared row by row.
 */
export function matchesSearch(db: Executor, codec: TableCodec, q: string): Expression<SqlBool> {
  const indexed = indexedMatches(db, codec, q);
  if (indexed) return sql<SqlBool>`id in ${indexed}`;
  // PostgreSQL's pg_trgm GIN index serves LIKE itself.
  return sql<SqlBool>`search like ${likePattern(q)} escape '\\'`;
}

/** `q` as a LIKE pattern for "contains", its wildcards escaped. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The ids of the rows containing `q`, read from the SQLite search index alone; undefined where it can't answer. */
function indexedMatches(db: Executor, codec: TableCodec, q: string) {
  if (q.length < 3 || dialectOf(db) !== 'sqlite') return undefined;
  const index = searchTableOf(codec.table);
  return loose(db)
    .selectFrom(index)
    .select(sql<number>`rowid`.as('id'))
    .where(sql<SqlBool>`${sql.table(index)} match ${phraseOf(q)}`);
}

/** An FTS5 phrase of trigrams is exactly "contains this substring"; quotes are doubled inside a phrase. */
const phraseOf = (q: string) => `"${q.replaceAll('"', '""')}"`;

/** A table's columns but `search`: that copy of the text is for matching and never leaves the database. */
const answerColumns = new WeakMap<object, Map<string, string[]>>();

async function columnsOf(db: Executor, table: string): Promise<string[]> {
  let tables = answerColumns.get(db);
  if (!tables) answerColumns.set(db, (tables = new Map()));
  let columns = tables.get(table);
  if (!columns) {
    const query =
      dialectOf(db) === 'sqlite'
        ? sql<{ name: string }>`select name from pragma_table_info(${table})`
        : sql<{
            name: string;
          }>`select column_name as name from information_schema.columns
              where table_schema = current_schema() and table_name = ${table}`;
    columns = (await query.execute(db)).rows.map((row) => row.name).filter((name) => name !== 'search');
    if (columns.length === 0) throw new Error(`No columns found for table ${table}`);
    tables.set(table, columns);
  }
  return columns;
}

/**
 * The sort asked for, ties broken by id in the same direction, so an index on the field (which ends in the row id)
 * serves both.
 */
const sortsOf = (query: ListQuery, defaultSort: SortSpec): SortSpec =>
  query.sort
    ? [
        [query.sort.field, query.sort.order],
        ['id', query.sort.order],
      ]
    : defaultSort;

/** The rows a list call selects, before ordering: its filters and its search. */
function selectedRows(db: Executor, codec: TableCodec, query: ListQuery) {
  let base = loose(db).selectFrom(codec.table);
  for (const [field, values] of Object.entries(query.filters)) {
    base = base.where(
      field,
      'in',
      values.map((value) => filterValue(codec, field, value)),
    );
  }
  for (const { field, op, value } of query.bounds ?? []) base = base.where(field, op, value);
  return query.q ? base.where(matchesSearch(db, codec, query.q)) : base;
}

export async function listRows(db: Executor, codec: TableCodec, query: ListQuery, defaultSort: SortSpec) {
  const columns = await columnsOf(db, codec.table);
  if (query.q) return searchPage(db, codec, query, columns, sortsOf(query, defaultSort));
  const base = selectedRows(db, codec, query);
  const start = query.range?.start ?? 0;
  let rowsQuery = base.select(columns);
  for (const [field, direction] of sortsOf(query, defaultSort)) rowsQuery = rowsQuery.orderBy(field, direction);
  if (query.range) rowsQuery = rowsQuery.limit(query.range.count).offset(start);
  const rows = await rowsQuery.execute();
  // Counting is a second query only when the page may not hold every match.
  const complete =
    !query.range || (rows.length > 0 && rows.length < query.range.count) || (rows.length === 0 && start === 0);
  const total = complete ? start + rows.length : await countRows(base);
  return { rows: rows.map((row) => decodeRow(codec, row)), total };
}

const countRows = async (base: ReturnType<typeof selectedRows>) =>
  Number((await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0);

/** Not a column of any table: the match count a search page carries on each of its rows. */
const TOTAL = '__matches';

/**
 * A search's plan, chosen by how many rows it matches (searchPlan): the cost of each follows something else.
 * - `sort`: the matches are looked up in the index and sorted; the cost follows the matches (rare words).
 * - `probe`: the matches are looked up in the index, and the sort field's own index is read in order, each entry
 *   probed against them, until the page is full; the cost follows the rows read up to the page (common words).
 * - `scan`: the table is read in the sort's order and each row's text compared until the page is full, and the
 *   matches counted apart; for text nearly every row holds, whose matches the trigram index lists slowest of all.
 */
type SearchPlan = 'sort' | 'probe' | 'scan';

/**
 * Rows at ids spread evenly over the table are the sample: what a search matches among them is taken as what it
 * matches in the table. Not the newest rows: a run of new records alike (a day's bookings) would skew it.
 */
const SAMPLE = 256;

/**
 * A plan is a guess at cost, never at rows (every plan answers the same page and total), so one estimate serves the
 * same search for a minute, writes or not: the sample is about a sixth of what a search built anew costs.
 */
const PLAN_KEPT_MS = 60_000;
const keptPlans = new WeakMap<object, Map<string, { plan: SearchPlan; at: number }>>();

async function searchPlan(db: Executor, codec: TableCodec, query: ListQuery, sorts: SortSpec): Promise<SearchPlan> {
  const q = query.q!;
  if (q.length < 3 || dialectOf(db) !== 'sqlite') return 'sort';
  let plans = keptPlans.get(db);
  if (!plans) keptPlans.set(db, (plans = new Map()));
  const key = JSON.stringify([codec.table, sorts[0][0], query.range?.start, query.range?.count, q]);
  const kept = plans.get(key);
  const now = performance.now();
  if (kept && now - kept.at < PLAN_KEPT_MS) return kept.plan;
  const plan = await estimatePlan(db, codec, query, sorts);
  // Searches typed are many but similar; a full map starts again rather than tracking which is oldest.
  if (plans.size >= 1000) plans.clear();
  plans.set(key, { plan, at: now });
  return plan;
}

async function estimatePlan(db: Executor, codec: TableCodec, query: ListQuery, sorts: SortSpec): Promise<SearchPlan> {
  const q = query.q!;
  const table = sql.table(codec.table);
  const { rows } = await sql<{ sampled: number; hits: number; size: number }>`
    with recursive size(n) as (select coalesce(max(id), 0) from ${table}),
      step(i) as (select 1 union all select i + 1 from step where i < ${SAMPLE})
    select count(*) as sampled, coalesce(sum(search like ${likePattern(q)} escape '\\'), 0) as hits,
      (select n from size) as size
    from step, ${table} t where t.id = (select 1 + (i - 1) * n / ${SAMPLE} from size)`.execute(db);
  const { sampled, hits, size } = rows[0];
  if (!sampled || !hits) return 'sort';
  if (hits * 2 >= sampled) return 'scan';
  const sortIndexed = sorts[0][0] === 'id' || (await indexedColumnsOf(db, codec.table)).has(sorts[0][0]);
  if (!sortIndexed) return 'sort';
  const matches = (hits / sampled) * size;
  // Sorting costs about a row read per match; the probe reads (rows up to the page) × (table / matches) entries.
  const upTo = (query.range?.start ?? 0) + (query.range?.count ?? size);
  return matches * matches >= upTo * size ? 'probe' : 'sort';
}

/**
 * Columns that begin an index of their own alone (so its entries, which end in the row id, are in `field, id` order).
 */
const indexedColumns = new WeakMap<object, Map<string, Set<string>>>();

async function indexedColumnsOf(db: Executor, table: string): Promise<Set<string>> {
  let tables = indexedColumns.get(db);
  if (!tables) indexedColumns.set(db, (tables = new Map()));
  let columns = tables.get(table);
  if (!columns) {
    const { rows } = await sql<{ name: string }>`
      select min(i.name) as name from pragma_index_list(${table}) l, pragma_index_info(l.name) i
      where l.partial = 0 group by l.name having count(*) = 1`.execute(db);
    columns = new Set(rows.map((row) => row.name));
    tables.set(table, columns);
  }
  return columns;
}

/** A search page's statements: its rows, and where the rows cannot tell, the total apart. */
interface SearchStatements {
  rows: CompiledQuery;
  /** `scan` only: the total, run when the page may not hold every match. */
  count?: CompiledQuery;
}

/** The statements of a search page (searchPage) for one plan, with `q` and the range as their parameters. */
function searchStatements(
  db: Executor,
  codec: TableCodec,
  query: ListQuery,
  base: ReturnType<typeof selectedRows>,
  columns: string[],
  sorts: SortSpec,
  plan: SearchPlan,
  onlySearch: boolean,
): SearchStatements {
  const page = <T extends SelectQueryBuilder<LooseDb, string, Json>>(rows: T) => {
    let sorted = rows;
    for (const [field, direction] of sorts) sorted = sorted.orderBy(field, direction) as T;
    return query.range ? sorted.limit(query.range.count).offset(query.range.start) : sorted;
  };
  if (plan === 'scan') {
    const scanned = loose(db)
      .selectFrom(codec.table)
      .where(sql<SqlBool>`search like ${likePattern(query.q!)} escape '\\'`);
    // The total from the trigram index: it counts no slower than reading every row's text, and much faster when
    // the sample overrated the matches.
    const matches = indexedMatches(db, codec, query.q!) ?? scanned.select('id');
    return {
      rows: page(scanned.select(columns)).compile(),
      count: sql<{ total: number }>`select count(*) as total from (${matches})`.compile(db),
    };
  }
  // A search with no other condition takes its matches from the index without visiting the table.
  const indexed = onlySearch && query.q ? indexedMatches(db, codec, query.q) : undefined;
  // `+id` keeps SQLite from looking each match up by id, so it reads the sort field's index in order instead.
  const member =
    plan === 'probe' ? sql<SqlBool>`+id in (select id from matches)` : sql<SqlBool>`id in (select id from matches)`;
  const rows = loose(db)
    .with(
      (cte) => cte('matches').materialized(),
      () => indexed ?? base.select('id'),
    )
    .selectFrom(codec.table)
    .select(columns)
    .select(sql<number>`(select count(*) from matches)`.as(TOTAL))
    .where(member);
  return { rows: page(rows).compile() };
}

/**
 * Stand-ins a search with no other condition is compiled with, once (keptSearchStatements): every parameter of its
 * statements is made from one of them, so each call only puts its own values in their places. Kysely building and
 * compiling the statement anew, and the garbage of it, cost ~110 µs of CPU a call beside ~600 µs in SQLite (issue 44;
 * listRows timed in one process, before and after, on the bench's 10,000 pages).
 */
const STAND_IN = { short: '\u0001', long: '\u0001\u0001\u0001', count: 1_000_000_001, start: 1_000_000_002 };
/** Text of three characters or more is looked up in the index, shorter text compared row by row: two shapes. */
const standInText = (q: string) => (q.length < 3 ? STAND_IN.short : STAND_IN.long);

/** Where each parameter of a kept statement comes from: the search's text as one of its forms, or the range. */
type ParameterSource = (query: ListQuery) => unknown;
const PARAMETER_SOURCES = new Map<unknown, ParameterSource>([
  ...[STAND_IN.short, STAND_IN.long].flatMap((text): [unknown, ParameterSource][] => [
    [phraseOf(text), (query) => phraseOf(query.q!)],
    [likePattern(text), (query) => likePattern(query.q!)],
  ]),
  [STAND_IN.count, (query) => query.range!.count],
  [STAND_IN.start, (query) => query.range!.start],
]);

interface KeptStatement {
  sql: string;
  sources: ParameterSource[];
}
const keptSearches = new WeakMap<object, Map<string, { rows: KeptStatement; count?: KeptStatement } | null>>();

/** A statement compiled from the stand-ins, as the text and the source of each parameter; null if one has none. */
function keptStatement(compiled: CompiledQuery): KeptStatement | null {
  const sources = compiled.parameters.map((parameter) => PARAMETER_SOURCES.get(parameter));
  return sources.every((source) => source !== undefined) ? { sql: compiled.sql, sources } : null;
}

/**
 * A search with no other condition: its statements compiled once per table, columns, sort, plan, range's presence and
 * the text's length class.
 */
function keptSearchStatements(
  db: Executor,
  codec: TableCodec,
  query: ListQuery,
  columns: string[],
  sorts: SortSpec,
  plan: SearchPlan,
): SearchStatements {
  let kept = keptSearches.get(db);
  if (!kept) keptSearches.set(db, (kept = new Map()));
  const q = standInText(query.q!);
  const key = JSON.stringify([codec.table, columns, sorts, plan, Boolean(query.range), q]);
  let statements = kept.get(key);
  if (statements === undefined) {
    const standIn: ListQuery = {
      ...query,
      q,
      range: query.range && { start: STAND_IN.start, count: STAND_IN.count },
    };
    const compiled = searchStatements(db, codec, standIn, selectedRows(db, codec, standIn), columns, sorts, plan, true);
    const rows = keptStatement(compiled.rows);
    const count = compiled.count && keptStatement(compiled.count);
    statements = rows && count !== null ? { rows, count } : null;
    // Bounded like the driver's statements (groupCommit.ts): tables, columns and sorts come from declarations.
    if (kept.size >= 500) kept.clear();
    kept.set(key, statements);
  }
  if (!statements) {
    return searchStatements(db, codec, query, selectedRows(db, codec, query), columns, sorts, plan, true);
  }
  const bind = ({ sql: text, sources }: KeptStatement) =>
    CompiledQuery.raw(
      text,
      sources.map((source) => source(query)),
    );
  return { rows: bind(statements.rows), count: statements.count && bind(statements.count) };
}

/**
 * A search with no other condition on SQLite takes the plan its match count calls for (searchPlan); any other
 * looks the index up once: its matches are kept (a materialized CTE) and give both the page and the total.
 * Only a page past the last match needs a count of its own.
 */
async function searchPage(db: Executor, codec: TableCodec, query: ListQuery, columns: string[], sorts: SortSpec) {
  const onlySearch = Object.keys(query.filters).length === 0 && !query.bounds?.length;
  const plan = onlySearch ? await searchPlan(db, codec, query, sorts) : 'sort';
  const statements = onlySearch
    ? keptSearchStatements(db, codec, query, columns, sorts, plan)
    : searchStatements(db, codec, query, selectedRows(db, codec, query), columns, sorts, plan, false);
  const rows = (await db.executeQuery<Json>(statements.rows)).rows;
  const start = query.range?.start ?? 0;
  if (statements.count) {
    const complete =
      !query.range || (rows.length > 0 && rows.length < query.range.count) || (rows.length === 0 && start === 0);
    const total = complete
      ? start + rows.length
      : Number((await db.executeQuery<{ total: number }>(statements.count)).rows[0].total);
    return { rows: rows.map((row) => decodeRow(codec, row)), total };
  }
  const total = rows.length > 0 ? Number(rows[0][TOTAL]) : start ? await countRows(selectedRows(db, codec, query)) : 0;
  return { rows: rows.map((row) => decodeRow(codec, row, TOTAL)), total };
}

/**
 * The legacy whole list as JSON text built by the database: no row objects, no JSON.stringify, which is most
 * of the cost of 10,000 rows. The codec says how each column turns into JSON, as decodeRow does: booleans
 * as true/false, JSON-text columns as their value.
 */
export async function listJson(
  db: Executor,
  codec: TableCodec,
  query: ListQuery,
  defaultSort: SortSpec,
): Promise<string> {
  const columns = await columnsOf(db, codec.table);
  const postgres = dialectOf(db) === 'postgres';
  const value = (column: string) => {
    const ref = sql.ref(`t.${column}`);
    if (codec.booleans?.includes(column))
      return postgres ? sql`(${ref} <> 0)` : sql`json(case when ${ref} then 'true' else 'false' end)`;
    if (codec.json?.includes(column)) return postgres ? sql`${ref}::json` : sql`json(${ref})`;
    return ref;
  };
  const object = sql.join(columns.map((column) => sql`${sql.lit(column)}, ${value(column)}`));
  const order = sql.join(
    sortsOf(query, defaultSort).map(([field, direction]) => sql`${sql.ref(`t.${field}`)} ${sql.raw(direction)}`),
  );
  const rows = selectedRows(db, codec, query).select(columns).as('t');
  const aggregate = postgres
    ? sql<string>`coalesce(json_agg(json_build_object(${object}) order by ${order}), '[]')::text`
    : sql<string>`json_group_array(json_object(${object}) order by ${order})`;
  const row = await loose(db).selectFrom(rows).select(aggregate.as('list')).executeTakeFirstOrThrow();
  return String(row.list);
}

/** Statements run on every call, built and compiled once per database and table. */
const compiled = new WeakMap<object, Map<string, CompiledQuery>>();

function compiledOnce(db: Executor, key: string, build: () => CompiledQuery): CompiledQuery {
  let queries = compiled.get(db);
  if (!queries) compiled.set(db, (queries = new Map()));
  let query = queries.get(key);
  if (!query) queries.set(key, (query = build()));
  return query;
}

export async function findRow(db: Executor, codec: TableCodec, id: number): Promise<Json | undefined> {
  const byId = compiledOnce(db, `find ${codec.table}`, () =>
    loose(db).selectFrom(codec.table).selectAll().where('id', '=', 0).compile(),
  );
  const { rows } = await db.executeQuery<Json>(CompiledQuery.raw(byId.sql, [id]));
  return rows[0] ? decodeRow(codec, rows[0]) : undefined;
}

/**
 * The SQL of each insert compiled so far, by the database's adapter (one per Kysely instance) and the insert's shape.
 */
const insertTexts = new WeakMap<object, Map<string, string>>();

/** A value Kysely would write into the SQL as an expression rather than pass as a parameter. */
const isExpression = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && 'toOperationNode' in value);

/**
 * Inserts one row; answers the rows the insert returns (all its columns with `returning`, none without).
 * Kysely builds, parses and compiles an insert anew on every call, as much CPU as running it. Its SQL depends only
 * on the database, the table and the columns given, so it is compiled once for each and then run with the row's
 * values, in its columns' order. A row with an expression among its values is built as before, and never kept.
 */
export async function insertValues(
  db: Executor,
  table: TableCodec['table'],
  row: object,
  returning: boolean,
): Promise<Json[]> {
  const fields = row as Json;
  const columns = Object.keys(fields).filter((column) => fields[column] !== undefined);
  const values = columns.map((column) => fields[column]);
  const { adapter } = db.getExecutor();
  let texts = insertTexts.get(adapter);
  if (!texts) insertTexts.set(adapter, (texts = new Map()));
  const key = `${returning ? 'returning ' : ''}${table}(${columns.join(',')})`;
  const text = texts.get(key);
  if (text !== undefined && !values.some(isExpression))
    return (await db.executeQuery<Json>(CompiledQuery.raw(text, values))).rows;
  const insert = loose(db).insertInto(table).values(fields);
  const compiled = returning ? insert.returningAll().compile() : insert.compile();
  const parameters = compiled.parameters;
  // Kept only when every value became its parameter, in order: the text then fits any row of the same columns.
  if (parameters.length === values.length && parameters.every((parameter, at) => parameter === values[at])) {
    // A bounded set, like the driver's statements (groupCommit.ts): columns come from resource declarations.
    if (texts.size >= 500) texts.clear();
    texts.set(key, compiled.sql);
  }
  return (await db.executeQuery<Json>(compiled)).rows;
}

export async function insertRow(db: Executor, codec: TableCodec, data: Json): Promise<Json> {
  const now = nowIso();
  const row = encodeRecord(codec, { ...data, created_at: now, updated_at: now });
  const [inserted] = await insertValues(db, codec.table, row, true);
  if (!inserted) throw new Error(`An insert into ${codec.table} answered no row`);
  return decodeRow(codec, inserted);
}

/** Updates only while the stored version is still the one read; undefined means someone else wrote first. */
export async function updateRow(db: Executor, codec: TableCodec, existing: Json, changes: Json) {
  const values = encodeRecord(codec, { ...existing, ...changes });
  for (const key of ['id', 'created_at', 'version']) delete values[key];
  const row = await loose(db)
    .updateTable(codec.table)
    .set({ ...values, updated_at: nowIso(), version: sql`version + 1` })
    .where('id', '=', existing.id)
    .where('version', '=', existing.version)
    .returningAll()
    .executeTakeFirst();
  return row ? decodeRow(codec, row) : undefined;
}

export async function deleteRow(db: Executor, codec: TableCodec, id: number): Promise<void> {
  await loose(db).deleteFrom(codec.table).where('id', '=', id).execute();
}

export async function maxValue(db: Executor, codec: TableCodec, field: string): Promise<number> {
  const row = await loose(db)
    .selectFrom(codec.table)
    .select((eb) => eb.fn.max(field).as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}
