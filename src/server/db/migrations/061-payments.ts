import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** A booking's payments and refunds, one row each (src/domain/payments.ts); read by booking. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'payments', ctx, (table) =>
    table
      .addColumn('reservation_id', 'integer', (col) => col.notNull())
      .addColumn('amount', 'double precision', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('reference', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('recorded_by', 'text', (col) => col.notNull().defaultTo('')),
  );
  await db.schema.createIndex('payments_reservation').on('payments').columns(['reservation_id', 'date']).execute();
}
