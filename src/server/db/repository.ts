import type { Kysely, Transaction } from 'kysely';
import type { ResourceDeclaration } from '../../domain/resource';
import { normalizeSearch } from '../../domain/search';
import type { Database, TableName } from './schema';

export type Executor = Kysely<Database> | Transaction<Database>;
export type Json = Record<string, unknown>;

/** How one table's columns turn into API values and back. */
export interface TableCodec {
  table: Exclude<TableName, 'sessions' | 'singletons'>;
  booleans?: readonly string[];
  json?: readonly string[];
  searchFields: readonly string[];
}

/**
 * A declared resource's table as the queries read and write it. Its boolean and JSON fields are read from the
 * declaration when a row is first mapped: naming them builds the declaration's schema (domain/lazy.ts), and many
 * modules make their codec at load, which put every such schema in the server's cold start (issue 44).
 */
export const codecOf = (declaration: ResourceDeclaration): TableCodec => ({
  table: declaration.table as TableCodec['table'],
  get booleans() {
    return declaration.booleans;
  },
  get json() {
    return declaration.json;
  },
  searchFields: declaration.search,
});

/** `extra` names one more selected column that is not part of the record (a search page's match count). */
export function decodeRow(codec: TableCodec, row: Json, extra?: string): Json {
  // Copied key by key rather than spread-and-delete: `delete` turns objects into slow dictionaries,
  // which costs more than the query itself on a full list.
  const record: Json = {};
  for (const key in row) if (key !== 'search' && key !== extra) record[key] = row[key];
  for (const field of codec.booleans ?? []) record[field] = Boolean(record[field]);
  for (const field of codec.json ?? []) {
    const value = record[field];
    record[field] = typeof value === 'string' ? JSON.parse(value) : (value ?? null);
  }
  return record;
}

/** Values to store, with the normalized search column recomputed from the whole record. */
export function encodeRecord(codec: TableCodec, record: Json): Json {
  const row: Json = { ...record };
  for (const field of codec.booleans ?? []) if (field in row) row[field] = row[field] ? 1 : 0;
  for (const field of codec.json ?? []) if (field in row) row[field] = JSON.stringify(row[field] ?? null);
  row.search = normalizeSearch(codec.searchFields.map((field) => String(record[field] ?? '')).join(' '));
  return row;
}

export const nowIso = () => new Date().toISOString();
