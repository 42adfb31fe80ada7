import { sql, type Kysely } from 'kysely';
import type { ListQuery } from '../http/listQuery';
import { decodeRow, encodeRecord, nowIso, type Executor, type Json, type TableCodec } from './repository';

/**
 * The statements every resource shares, written once. The table is chosen at run time from a resource
 * description, so they run on a loosely typed view of the database; the codecs give the rows their shape.
 */
type LooseDb = Record<string, Record<string, unknown>>;
const loose = (db: Executor) => db as unknown as Kysely<LooseDb>;

const filterValue = (codec: TableCodec, field: string, value: string) =>
  codec.booleans?.includes(field) ? (value === 'true' || value === '1' ? 1 : 0) : value;

export type SortSpec = ReadonlyArray<readonly [string, 'asc' | 'desc']>;

export async function listRows(db: Executor, codec: TableCodec, query: ListQuery, defaultSort: SortSpec) {
  let base = loose(db).selectFrom(codec.table);
  for (const [field, values] of Object.entries(query.filters)) {
    base = base.where(field, 'in', values.map((value) => filterValue(codec, field, value)));
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where(sql<boolean>`search like ${pattern} escape '\\'`);
  }
  const sorts: SortSpec = query.sort ? [[query.sort.field, query.sort.order], ['id', 'asc']] : defaultSort;
  let rowsQuery = base.selectAll();
  for (const [field, direction] of sorts) rowsQuery = rowsQuery.orderBy(field, direction);
  if (query.perPage) rowsQuery = rowsQuery.limit(query.perPage).offset(((query.page ?? 1) - 1) * query.perPage);
  const rows = await rowsQuery.execute();
  const total = query.paged
    ? Number((await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst())?.total ?? 0)
    : rows.length;
  return { rows: rows.map((row) => decodeRow(codec, row)), total };
}

export async function findRow(db: Executor, codec: TableCodec, id: number): Promise<Json | undefined> {
  const row = await loose(db).selectFrom(codec.table).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? decodeRow(codec, row) : undefined;
}

export async function insertRow(db: Executor, codec: TableCodec, data: Json): Promise<Json> {
  const now = nowIso();
  const row = await loose(db)
    .insertInto(codec.table)
    .values(encodeRecord(codec, { ...data, created_at: now, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeRow(codec, row);
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
