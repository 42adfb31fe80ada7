import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** POL-10: one row per policy; the public site reads the active ones. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'policies', ctx, (table) =>
    table
      .addColumn('policy_type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('last_updated', 'text', (col) => col.notNull().defaultTo('')),
  );
  await db.schema.createIndex('policies_active').on('policies').columns(['active', 'id']).execute();
}
