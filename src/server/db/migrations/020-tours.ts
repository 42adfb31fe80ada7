import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** Tours: lists are JSON text, flags 0/1 (one migration for both databases); the slug is unique (TOUR-28). */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'tours', ctx, (table) => {
    let columns = table
      .addColumn('nombre', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('precio', 'double precision', (col) => col.notNull())
      .addColumn('duracion', 'text', (col) => col.notNull())
      .addColumn('capacidad', 'text', (col) => col.notNull())
      .addColumn('descripcion', 'text', (col) => col.notNull())
      .addColumn('extra_price_per_person', 'double precision', (col) => col.notNull().defaultTo(15))
      .addColumn('icon', 'text', (col) => col.notNull())
      .addColumn('rating', 'integer', (col) => col.notNull().defaultTo(5))
      .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
    for (const name of [
      'short_description',
      'pricing_message',
      'background_image',
      'meta_title',
      'meta_description',
      'cancellation_policy',
      'terms_conditions',
    ]) {
      columns = columns.addColumn(name, 'text', (col) => col.notNull().defaultTo(''));
    }
    for (const name of [
      'highlights',
      'included_services',
      'excluded_services',
      'requirements',
      'what_to_bring',
      'pickup_locations',
    ]) {
      columns = columns.addColumn(name, 'text', (col) => col.notNull().defaultTo('[]'));
    }
    return columns;
  });
  await createUniqueIndex(db, 'tours', 'slug');
  await db.schema.createIndex('tours_order').on('tours').columns(['order', 'id']).execute();
}
