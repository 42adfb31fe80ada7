import { createResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** One row per declared singleton (settings-like objects read and written whole), its fields as JSON text. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await createResourceTable(db, 'singletons', ctx)
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('data', 'text', (col) => col.notNull())
    .execute();
}
