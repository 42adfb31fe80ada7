import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../src/server/db/client';
import { insertValues } from '../../src/server/db/queries';

/** Inserts run SQL compiled once per table and columns (db/queries.ts): the kept text must fit every later row. */
describe('inserts compiled once [sqlite]', () => {
  let dataDir: string;
  let db: Db;
  const titles = async () =>
    (await sql<{ title: string }>`select title from pages order by id`.execute(db.kysely)).rows.map((row) => row.title);

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ep-insert-'));
    db = openDb({ dataDir });
    await sql`create table pages (id integer primary key, title text not null, status text not null default \
'draft')`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('PERF each row of the same columns is inserted with its own values, returned as stored', async () => {
    const first = await insertValues(db.kysely, 'pages', { title: 'Sosúa', status: 'published' }, true);
    const second = await insertValues(db.kysely, 'pages', { title: 'Cabarete', status: 'draft' }, true);
    expect(first).toEqual([{ id: 1, title: 'Sosúa', status: 'published' }]);
    expect(second).toEqual([{ id: 2, title: 'Cabarete', status: 'draft' }]);
  });

  it(
    'PERF a column left undefined takes its default, and an expression is built into the SQL, not sent ' + 'as a value',
    async () => {
      await insertValues(db.kysely, 'pages', { title: 'a', status: undefined }, false);
      await insertValues(db.kysely, 'pages', { title: 'b' }, false);
      await insertValues(db.kysely, 'pages', { title: sql<string>`'c' || 'd'` }, false);
      await insertValues(db.kysely, 'pages', { title: 'e' }, false);
      expect(await titles()).toEqual(['a', 'b', 'cd', 'e']);
      const { rows } = await sql<{ status: string }>`select distinct status from pages`.execute(db.kysely);
      expect(rows).toEqual([{ status: 'draft' }]);
    },
  );
});
