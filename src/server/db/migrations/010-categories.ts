import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** Blog categories (POST-27); names and slugs are unique whatever their case (POST-29, POST-30). */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'categories', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo('')),
  );
  await createUniqueIndex(db, 'categories', 'name');
  await createUniqueIndex(db, 'categories', 'slug');
}
