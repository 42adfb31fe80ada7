import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from '../columns';

/**
 * The day's run completed (issues 39 and 42): a tour's departure times and pickup places (JSON lists, as its
 * other lists), the departure a booking rides in ('' for a tour without set times), a departure's driver and
 * vehicle per time, and a transfer or taxi ride that names no tour (tour_id may be null).
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  for (const name of ['departure_times', 'pickup_points'])
    await db.schema
      .alterTable('tours')
      .addColumn(name, 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('departure_time', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('departure_assignments')
    .addColumn('departure_time', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.dropIndex('departure_assignments_fecha_tour').execute();
  await db.schema
    .createIndex('departure_assignments_fecha_tour_time')
    .unique()
    .on('departure_assignments')
    .columns(['fecha', 'tour_id', 'departure_time'])
    .execute();
  if (ctx.dialect === 'postgres') {
    await sql`alter table reservations alter column tour_id drop not null`.execute(db);
    return;
  }
  await dropNotNullOnSqlite(db, 'reservations', 'tour_id');
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again from its own definition without it (SQLite's documented
 * way), its rows copied with their ids, and its indexes and search triggers made again from their own definitions.
 */
async function dropNotNullOnSqlite(db: MigrationDb, table: string, column: string) {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and type in ('table', 'index', 'trigger')`.execute(
    db,
  );
  const definition = rows.find((row) => row.type === 'table')?.sql ?? '';
  const columnPattern = new RegExp(`("?${column}"?\\s+integer)\\s+not null`, 'i');
  if (!columnPattern.test(definition)) throw new Error(`${table}.${column} is not a NOT NULL integer`);
  const rebuilt = `${table}_rebuilt`;
  const created = definition
    .replace(columnPattern, '$1')
    .replace(new RegExp(`^create table\\s+"?${table}"?`, 'i'), `create table "${rebuilt}"`);
  const others = rows.filter((row) => row.type !== 'table' && row.sql).map((row) => row.sql!);
  await sql.raw(created).execute(db);
  await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  for (const statement of others) await sql.raw(statement).execute(db);
}
