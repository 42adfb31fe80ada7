import type { MigrationDb } from '../columns';

/**
 * Payments in Dominican pesos (issue 41): a payment keeps the pesos taken and the day's rate beside its USD
 * amount (what every total reads), and the day's rate is kept once per day for the next payment and the site.
 */
export async function up(db: MigrationDb) {
  await db.schema
    .alterTable('payments')
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .execute();
  await db.schema.alterTable('payments').addColumn('amount_dop', 'double precision').execute();
  await db.schema.alterTable('payments').addColumn('rate', 'double precision').execute();
  await db.schema
    .createTable('exchange_rates')
    .addColumn('date', 'text', (col) => col.primaryKey())
    .addColumn('rate', 'double precision', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
