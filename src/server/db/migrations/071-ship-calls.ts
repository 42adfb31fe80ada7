import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** Cruise ships in port (issue 22); the manifest reads a day's calls by date. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'ship_calls', ctx, (table) =>
    table
      .addColumn('ship', 'text', (col) => col.notNull())
      .addColumn('terminal', 'text', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('arrival_time', 'text', (col) => col.notNull())
      .addColumn('all_aboard_time', 'text', (col) => col.notNull()),
  );
  await db.schema.createIndex('ship_calls_date').on('ship_calls').columns(['date', 'arrival_time']).execute();
}
