import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/**
 * ADS-24: advertisements, each with a copy of its plan (JSON) and the title of its property or vehicle.
 * Dates are ISO text; the indexes serve the expiry sweep (active ads by end date) and the list's sorts.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'advertisements', ctx, (table) =>
    table
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('item_type', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
      .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('featured_until', 'text')
      .addColumn('homepage_until', 'text')
      .addColumn('end_date', 'text')
      .addColumn('is_premium', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('plan_id', 'integer')
      .addColumn('plan_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('plan', 'text', (col) => col.notNull())
      .addColumn('property_id', 'integer')
      .addColumn('property', 'text')
      .addColumn('vehicle_id', 'integer')
      .addColumn('vehicle', 'text'),
  );
  await db.schema
    .createIndex('advertisements_status_end')
    .on('advertisements')
    .columns(['status', 'end_date'])
    .execute();
  await db.schema.createIndex('advertisements_end').on('advertisements').columns(['end_date', 'id']).execute();
  await db.schema.createIndex('advertisements_created').on('advertisements').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('advertisements_title').on('advertisements').columns(['title', 'id']).execute();
}
