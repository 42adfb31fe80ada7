import { dialectOf, sqliteOf, tableChangesOf, writeGeneration } from './client';
import type { Executor } from './repository';

/**
 * What a SQLite connection cannot report row by row: `data_version` moves with every commit another connection
 * makes (a restore, the seed command), `schema_version` with any change of a table's shape (whose triggers may
 * be gone with it), and `total_changes()` with every row this connection writes, the fallback for answers whose
 * tables are not followed row by row.
 */
const STAMP = `select
  (select data_version from pragma_data_version),
  (select schema_version from pragma_schema_version),
  total_changes()`;

/** The state of the database as one SQLite connection sees it, with the write generation (a failed batch). */
export interface DatabaseState {
  /** Other connections' commits, the schema, failed batches: a change of any drops what was kept. */
  outside: string;
  schema: number;
  /** Every row this connection has written. */
  rows: number;
}

/**
 * Reads the state at once, on the connection itself rather than through Kysely's queue: a kept answer is checked
 * on every request, and the queued read cost more than the answer (a public page, issue 44). Read while another
 * request's transaction is open it may count writes not yet committed, so an answer built after it is kept under a
 * state no newer than what it shows, and is at worst built once more. Undefined on PostgreSQL, where nothing is kept.
 */
export function databaseState(db: Executor): (() => DatabaseState) | undefined {
  const connection = dialectOf(db) === 'sqlite' ? sqliteOf(db) : undefined;
  if (!connection) return undefined;
  const stamp = connection.prepare(STAMP).raw();
  return () => {
    const [data, schema, rows] = stamp.get() as [number, number, number];
    return { outside: `${data}:${schema}:${writeGeneration(db)}`, schema, rows };
  };
}

/** What a kept answer reads: its tables, and for a search the text every row it selects contains. */
export interface AnswerScope {
  /** None named: an answer built from many tables (a public page), dropped by any row this connection writes. */
  tables: readonly string[];
  /** Normalized like the `search` column: a write to a row containing it neither before nor after keeps the answer. */
  q?: string;
}

interface Kept<T> {
  /** Other connections' commits, the schema, failed batches: a change of any drops the answer. */
  outside: string;
  /** The generation of each table of the scope when the answer was built (tableChanges.ts)… */
  generations?: number[];
  /** …or, where the tables are not followed, every row this connection had written. */
  rows?: number;
  value: T;
}

/**
 * List answers cost far more to build than to check: a search page reads the index and sorts its matches, the
 * legacy list turns a whole table into JSON, and the same screens ask them again and again (react-admin
 * refetches on focus and on every return to a list) while nothing changed. On SQLite (one process owns the
 * database) an answer is kept with the state of what it reads, taken before it was built (so a write made
 * meanwhile only rebuilds it), and sent again while that holds: no row of its tables written since (a search's,
 * no row containing its text before or after the write), no commit by another connection, no failed batch, no
 * change of the schema. On PostgreSQL other instances write too, with no such report, so nothing is kept there.
 * A limit of 0 keeps nothing either (LIST_CACHE=off).
 */
export function answerCache<T>(
  db: Executor,
  limit: number,
): (key: string, scope: AnswerScope, build: () => Promise<T>) => Promise<T> {
  const stateNow = limit === 0 ? undefined : databaseState(db);
  if (!stateNow) return (_key, _scope, build) => build();
  const changes = tableChangesOf(db);
  const answers = new Map<string, Kept<T>>();
  return async (key, scope, build) => {
    const { outside, schema, rows: written } = stateNow();
    const followed = scope.tables.length > 0 && (changes?.track(scope.tables, schema) ?? false);
    const generations = followed ? scope.tables.map((table) => changes!.generation(table)) : undefined;
    const kept = answers.get(key);
    if (kept?.outside === outside) {
      if (generations && kept.generations) {
        const unchanged = scope.tables.every(
          (table, index) =>
            kept.generations![index] === generations[index] ||
            (scope.q !== undefined && changes!.spares(table, kept.generations![index], scope.q)),
        );
        if (unchanged) {
          kept.generations = generations;
          return kept.value;
        }
      } else if (!generations && kept.rows === written) return kept.value;
    }
    const value = await build();
    // The oldest answer makes room: kept answers now outlive writes, so the map is bounded by count alone.
    answers.delete(key);
    if (answers.size >= limit) answers.delete(answers.keys().next().value!);
    answers.set(key, { outside, generations, rows: generations ? undefined : written, value });
    return value;
  };
}
