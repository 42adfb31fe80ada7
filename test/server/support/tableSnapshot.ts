import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/client';

/**
 * The tables of the connection's own schema (one per test file on PostgreSQL), Kysely's bookkeeping aside.
 * On PostgreSQL only that schema is read: Kysely's introspection reads every schema's tables, and fails when
 * another test file drops its schema in the middle of it.
 */
export async function tableNames(db: Db): Promise<string[]> {
  const names =
    db.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely)
        ).rows.map(({ name }) => name)
      : (await db.kysely.introspection.getTables()).filter((table) => !table.isView).map((table) => table.name);
  return names.filter((name) => !name.startsWith('kysely_')).sort();
}

/** Every row of every table, each table's rows in a stable order, keyed by table name. */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.kysely);
    contents[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return contents;
}

/** A short fingerprint per table (row count and a hash of the rows), for comparing before and after. */
export async function tableFingerprints(db: Db): Promise<Record<string, string>> {
  const contents = await tableContents(db);
  return Object.fromEntries(
    Object.entries(contents).map(([name, rows]) => [
      name,
      `${rows.length} rows ${createHash('sha1').update(rows.join('\n')).digest('hex').slice(0, 12)}`,
    ]),
  );
}
