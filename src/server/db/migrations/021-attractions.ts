import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'attractions', ctx, (table) =>
    table
      .addColumn('nombre', 'text', (col) => col.notNull())
      .addColumn('descripcion', 'text', (col) => col.notNull())
      .addColumn('imagen', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('link', 'text', (col) => col.notNull().defaultTo('')),
  );
}
