import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/client';

/** The tables of the connection's own schema (one per test file on PostgreSQL), Kysely's bookkeeping aside. */
export async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  return tables
    .filter((table) => !table.isView && (db.dialect === 'sqlite' || table.schema === db.schema))
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
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
    Object.entries(contents).map(([name, rows]) => [name, `${rows.length} rows ${createHash('sha1').update(rows.join('\n')).digest('hex').slice(0, 12)}`]),
  );
}
