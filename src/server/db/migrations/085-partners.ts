import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** The partners who send guests (issue 41): src/domain/partners.ts; agents and net rates are JSON lists. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'partners', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('hotel'))
      .addColumn('contact', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('whatsapp', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('referral_code', 'text', (col) => col.notNull())
      .addColumn('commission_kind', 'text', (col) => col.notNull().defaultTo('percent'))
      .addColumn('commission_percent', 'double precision', (col) => col.notNull().defaultTo(0))
      .addColumn('net_rates', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('settle_mode', 'text', (col) => col.notNull().defaultTo('we_collect'))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('agents', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('notes', 'text', (col) => col.notNull().defaultTo('')),
  );
  await createUniqueIndex(db, 'partners', 'referral_code');
}
