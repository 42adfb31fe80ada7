import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** Zones airport transfers and taxi rides are priced by (issue 22). */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'transfer_zones', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('price', 'double precision', (col) => col.notNull()),
  );
  await createUniqueIndex(db, 'transfer_zones', 'name');
}
