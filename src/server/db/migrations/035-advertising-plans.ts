import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** PLAN-05..10: the advertising plans, with the spec's defaults. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'advertising_plans', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('duration_days', 'integer', (col) => col.notNull().defaultTo(30))
      .addColumn('price_usd', 'double precision', (col) => col.notNull().defaultTo(0))
      .addColumn('max_photos', 'integer', (col) => col.notNull().defaultTo(5))
      .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('featured_days', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('homepage_days', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('success_rate', 'text', (col) => col.notNull().defaultTo('Standard visibility'))
      .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1)),
  );
  await db.schema.createIndex('advertising_plans_price').on('advertising_plans').columns(['price_usd', 'id']).execute();
}
