import type SQLite from 'better-sqlite3';

/** How many changes of one table are remembered: a kept answer older than that is built anew. */
const LOG = 512;

interface TableLog {
  /** Moves by one with every row written (inserted, updated, deleted), triggers and cascades included. */
  generation: number;
  /** The `search` text of each change's row before and after it, by generation modulo LOG; null when unknown. */
  before: (string | null)[];
  after: (string | null)[];
}

/** SQLite function the temporary triggers call; named so it cannot meet a column or one of SQLite's own. */
const NOTE = 'ep_note_row_change';

/**
 * Which rows each table has had written, as the one SQLite connection reports them. Temporary triggers (kept by
 * the connection, never stored in the file) call back into this process for every row written to a table an
 * answer is kept for, whatever wrote it: a route, an area's own statement, a trigger, a foreign key's cascade.
 * So a kept answer need only be built anew when a table it reads has changed, and a search answer only when a row
 * written contains its text before or after the write (answerCache.ts). Other connections' commits and failed
 * batches are not seen here: answerCache checks `data_version` and the write generation for those.
 */
export class TableChanges {
  readonly #logs = new Map<string, TableLog>();
  readonly #tracked = new Set<string>();
  #schemaVersion = -1;

  constructor(private readonly database: SQLite.Database) {
    // Not deterministic: it is called for its effect. Callable from triggers (better-sqlite3 does not mark it
    // direct-only).
    database.function(NOTE, { deterministic: false }, (table: unknown, before: unknown, after: unknown) => {
      this.note(String(table), text(before), text(after));
      return null;
    });
  }

  /** Notes one written row of `table` with its search text before and after ('' where the row did not exist). */
  note(table: string, before: string | null, after: string | null): void {
    let log = this.#logs.get(table);
    if (!log)
      this.#logs.set(
        table,
        (log = { generation: 0, before: new Array(LOG).fill(null), after: new Array(LOG).fill(null) }),
      );
    log.generation += 1;
    const slot = log.generation % LOG;
    log.before[slot] = before;
    log.after[slot] = after;
  }

  generation(table: string): number {
    return this.#logs.get(table)?.generation ?? 0;
  }

  /**
   * Whether every change of `table` after generation `since` spared the rows containing `q`: neither the row's
   * text before nor after it contains `q`, so the rows a search for `q` selects, and their values, are as they were.
   * A change whose text is unknown, or older than the log, counts as touching them.
   */
  spares(table: string, since: number, q: string): boolean {
    const log = this.#logs.get(table);
    if (!log) return since === 0;
    if (log.generation - since > LOG || since > log.generation) return false;
    // Both sides are normalized (lower-cased) already; FTS5's trigrams fold case, so lowering again keeps this check
    // no narrower than the index's match should a text ever be stored otherwise.
    const needle = q.toLowerCase();
    for (let generation = since + 1; generation <= log.generation; generation += 1) {
      const slot = generation % LOG;
      for (const value of [log.before[slot], log.after[slot]]) {
        if (value === null || value.toLowerCase().includes(needle)) return false;
      }
    }
    return true;
  }

  /**
   * Makes sure every one of `tables` reports its changes, installing its triggers where missing; false when that
   * cannot be done now (inside an open transaction, whose rollback would take the triggers with it) or a table
   * does not exist. `schemaVersion` is the file's schema version: a table dropped and made again loses its
   * triggers, so a change of it makes every table be checked again.
   */
  track(tables: readonly string[], schemaVersion: number): boolean {
    if (schemaVersion !== this.#schemaVersion) {
      this.#tracked.clear();
      this.#schemaVersion = schemaVersion;
    }
    for (const table of tables) {
      if (this.#tracked.has(table)) continue;
      if (this.database.inTransaction || !this.#install(table)) return false;
      this.#tracked.add(table);
    }
    return true;
  }

  #install(table: string): boolean {
    const columns = this.database.prepare('select name from pragma_table_info(?)').pluck().all(table) as string[];
    if (columns.length === 0) return false;
    const id = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const literal = `'${table.replaceAll("'", "''")}'`;
    // Without a search column every change counts as touching every search (null text).
    const searched = columns.includes('search');
    const value = (row: 'old' | 'new') => (searched ? `${row}.search` : 'null');
    const trigger = (event: string, before: string, after: string) =>
      `create temp trigger if not exists ${id(`ep_changes_${table}_${event}`)} after ${event} on main.${id(table)}
       begin select ${NOTE}(${literal}, ${before}, ${after}); end`;
    this.database.exec(trigger('insert', "''", value('new')));
    this.database.exec(trigger('update', value('old'), value('new')));
    this.database.exec(trigger('delete', value('old'), "''"));
    return true;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
