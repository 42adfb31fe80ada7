import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** The business's vehicles (issue 22): name, plate and seats. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'fleet_vehicles', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('plate', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('seats', 'integer', (col) => col.notNull()),
  );
}
