import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type SQLite from 'better-sqlite3';

/** The one connection's turn, first come first served. */
class Mutex {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

/**
 * Kysely prepares every statement again on each call; parsing and planning cost more than running a lookup by
 * id. Statements are kept by their SQL text (a bounded set: the queries are built from resource descriptions),
 * and the connection runs one at a time, so a kept statement is never in use twice.
 */
class CachedStatements {
  readonly #statements = new Map<string, SQLite.Statement>();
  constructor(
    private readonly database: SQLite.Database,
    private readonly limit = 500,
  ) {}

  get(text: string): SQLite.Statement {
    let statement = this.#statements.get(text);
    if (!statement) {
      if (this.#statements.size >= this.limit) this.#statements.clear();
      statement = this.database.prepare(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }
}

function execute<R>(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class Connection implements DatabaseConnection {
  constructor(
    private readonly statements: CachedStatements,
    /** Runs a statement that writes outside any transaction: in one of its own, so beforeCommit runs with it. */
    private readonly alone: <T>(run: () => T) => T,
  ) {}

  executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.statements.get(sql);
    if (statement.readonly || statement.database.inTransaction)
      return Promise.resolve(execute<R>(statement, parameters));
    return Promise.resolve(this.alone(() => execute<R>(statement, parameters)));
  }

  // eslint-disable-next-line require-yield -- no query of ours streams; Kysely's interface asks for the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on SQLite here');
  }
}

interface Batch {
  committed: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function openBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const committed = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A batch nobody waits for (a write outside any request) must not end the process when it fails.
  committed.catch(() => undefined);
  return { committed, resolve, reject };
}

const LOGICAL = 'logical_write';

/**
 * Group commit. Committing is most of what a small write costs on SQLite: every commit appends each page it
 * touched to the WAL (the table, its indexes, the audit row, the search index's new segment), ~0.3 ms, against
 * ~0.08 ms for the inserts themselves. So the writes that reach the one connection in the same turn of the
 * event loop share one transaction: each of them runs in a savepoint of its own (a failing one rolls back
 * alone) and the real COMMIT runs once, on setImmediate, after all of them.
 *
 * Nothing is acknowledged before its COMMIT: `committed()` is what the server waits for before it sends any
 * answer (app.ts), so an answer never shows a write a killed process could lose. If the COMMIT itself fails,
 * every write of the batch fails with it, and `generation` moves so no kept answer built on them survives.
 * `beforeCommit` (the search index's share of a batch, searchIndex.ts) runs in the transaction of the writes it
 * follows: before each batch's COMMIT, and around a write made outside any transaction, which commits at once.
 */
export class GroupCommitDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #connection: Connection;
  #batch: Batch | undefined;
  #scheduled = false;
  generation = 0;

  constructor(
    private readonly database: SQLite.Database,
    private readonly beforeCommit: (database: SQLite.Database) => void = () => undefined,
  ) {
    this.#connection = new Connection(new CachedStatements(database), (run) => this.#alone(run));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    if (!this.#batch) {
      this.#run('begin');
      this.#batch = openBatch();
    }
    this.#run(`savepoint ${LOGICAL}`);
  }

  async commitTransaction(): Promise<void> {
    this.#run(`release ${LOGICAL}`);
  }

  async rollbackTransaction(): Promise<void> {
    // Some errors (disk full, I/O) make SQLite roll back the whole transaction: the batch is gone with it.
    if (!this.database.inTransaction) return this.#fail(new Error('The database rolled the transaction back'));
    this.#run(`rollback to ${LOGICAL}`);
    this.#run(`release ${LOGICAL}`);
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
    // Also a write made outside a transaction while a batch is open joins it and waits for its COMMIT.
    if (this.#batch && !this.#scheduled) {
      this.#scheduled = true;
      setImmediate(() => void this.#commit());
    }
  }

  /** Settles once everything written so far is committed; undefined when nothing waits for a COMMIT. */
  committed(): Promise<void> | undefined {
    return this.#batch?.committed;
  }

  async destroy(): Promise<void> {
    await this.#commit();
    this.database.close();
  }

  async #commit(): Promise<void> {
    await this.#mutex.lock();
    this.#scheduled = false;
    const batch = this.#batch;
    try {
      if (!batch) return;
      this.beforeCommit(this.database);
      this.#run('commit');
      this.#batch = undefined;
      batch.resolve();
    } catch (error) {
      this.#fail(error);
    } finally {
      this.#mutex.unlock();
    }
  }

  #alone<T>(run: () => T): T {
    this.#run('begin');
    try {
      const result = run();
      this.beforeCommit(this.database);
      this.#run('commit');
      return result;
    } catch (error) {
      if (this.database.inTransaction) this.#run('rollback');
      throw error;
    }
  }

  #fail(error: unknown): void {
    if (this.database.inTransaction) this.#run('rollback');
    this.generation += 1;
    this.#batch?.reject(error);
    this.#batch = undefined;
  }

  #run(text: string): void {
    this.#connection.executeQuery(CompiledQuery.raw(text));
  }
}

/** SQLite through this driver; the compiler, adapter and introspector are Kysely's own. */
export const groupCommitDialect = (driver: GroupCommitDriver): Dialect => ({
  createDriver: () => driver,
  createQueryCompiler: () => new SqliteQueryCompiler(),
  createAdapter: () => new SqliteAdapter(),
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
});
