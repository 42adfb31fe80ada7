import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** SEO-12: per-page and per-post SEO entries; the public site looks one up by its slug. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'seo_entries', ctx, (table) =>
    table
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('keywords', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('image', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('canonical', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('index_status', 'text', (col) => col.notNull().defaultTo('pendiente'))
      .addColumn('h1', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('h2', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('h3', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('last_update', 'text', (col) => col.notNull().defaultTo('')),
  );
  await createUniqueIndex(db, 'seo_entries', 'slug');
  await db.schema.createIndex('seo_entries_type').on('seo_entries').columns(['type', 'title']).execute();
}
