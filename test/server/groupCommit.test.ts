import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, writeGeneration, type Db } from '../../src/server/db/client';
import { installErrorHandler } from '../../src/server/http/errorHandler';
import { installAfterCommit } from '../../src/server/http/afterCommit';

/** Group commit is SQLite's (db/groupCommit.ts): PostgreSQL commits each transaction itself. */
describe('group commit [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  let other: Database.Database;
  const insert = (value: string) =>
    db.kysely.transaction().execute((trx) => sql`insert into notes (value) values (${value})`.execute(trx));
  /** What another connection (another process, a backup) sees: committed rows only. */
  const committedValues = () =>
    (other.prepare('select value from notes order by id').all() as { value: string }[]).map((row) => row.value);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-group-'));
    db = openDb({ dataDir });
    await sql`create table notes (id integer primary key, value text not null)`.execute(db.kysely);
    other = new Database(join(dataDir, 'ep-control.db'), { readonly: true });
  });
  afterEach(async () => {
    other.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'API-11 API-81 writes made in one turn of the event loop commit together, and no other connection sees ' +
      'them before that COMMIT',
    async () => {
      await Promise.all([insert('a'), insert('b'), insert('c')]);
      const pending = db.committed();
      expect(pending).toBeDefined();
      expect(committedValues()).toEqual([]);
      await pending;
      expect(committedValues()).toEqual(['a', 'b', 'c']);
      expect(db.committed()).toBeUndefined();
    },
  );

  it('API-11 API-81 a write that fails rolls back alone; the others of its batch commit', async () => {
    const failing = db.kysely.transaction().execute(async (trx) => {
      await sql`insert into notes (value) values ('lost')`.execute(trx);
      throw new Error('refused by a rule');
    });
    await Promise.all([insert('before'), expect(failing).rejects.toThrow('refused by a rule'), insert('after')]);
    await db.committed();
    expect(committedValues()).toEqual(['before', 'after']);
  });

  it(
    'API-81 a COMMIT that fails fails every write of its batch, moves the write generation, and the next ' +
      'write commits',
    async () => {
      // A deferred foreign key is checked at COMMIT: the one way to make a COMMIT fail on purpose.
      await sql`create table parents (id integer primary key)`.execute(db.kysely);
      await sql`create table children (id integer primary key, parent_id integer references parents(id) deferrable \
initially deferred)`.execute(db.kysely);
      const generation = writeGeneration(db.kysely);
      await Promise.all([
        insert('doomed'),
        db.kysely.transaction().execute((trx) => sql`insert into children (parent_id) values (999)`.execute(trx)),
      ]);
      await expect(db.committed()).rejects.toThrow(/FOREIGN KEY/);
      expect(committedValues()).toEqual([]);
      expect(writeGeneration(db.kysely)).toBe(generation + 1);
      await insert('next');
      await db.committed();
      expect(committedValues()).toEqual(['next']);
    },
  );

  it('API-81 closing the database commits what is still waiting', async () => {
    await insert('last');
    await db.destroy();
    expect(committedValues()).toEqual(['last']);
    db = openDb({ dataDir });
  });
});

describe('answers wait for the COMMIT', () => {
  const appWaitingOn = async (committed: () => Promise<void> | undefined) => {
    const app = Fastify();
    installErrorHandler(app);
    installAfterCommit(app, { committed } as Db);
    app.post('/api/notes', async () => ({ saved: true }));
    await app.ready();
    return app;
  };

  it('API-11 API-81 an answer leaves only once the writes it may show are committed', async () => {
    let commit!: () => void;
    const pending = new Promise<void>((resolve) => (commit = resolve));
    const app = await appWaitingOn(() => pending);
    let answered = false;
    const answer = app.inject({ method: 'POST', url: '/api/notes' }).then((reply) => {
      answered = true;
      return reply;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    commit();
    expect((await answer).json()).toEqual({ saved: true });
    await app.close();
  });

  it(
    'API-81 when the COMMIT fails, the answer is the error, never the success of a write that ' + 'did not land',
    async () => {
      let failed = false;
      const app = await appWaitingOn(() =>
        failed ? undefined : ((failed = true), Promise.reject(new Error('disk I/O error'))),
      );
      const answer = await app.inject({ method: 'POST', url: '/api/notes' });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ error: 'Error interno del servidor', code: 'internal' });
      await app.close();
    },
  );
});
