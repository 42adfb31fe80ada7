import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/** Blog posts (POST-26): tags are JSON text; a slug names one post only; the public blog reads by status. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'posts', ctx, (table) =>
    table
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('featured_image', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('category_id', 'integer', (col) => col.references('categories.id'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('draft'))
      .addColumn('seo_title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('seo_description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('seo_keywords', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('og_title', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('og_description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('og_image', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('twitter_card', 'text', (col) => col.notNull().defaultTo('summary'))
      .addColumn('canonical_url', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('robots_meta', 'text', (col) => col.notNull().defaultTo('index,follow'))
      .addColumn('tags', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('published_at', 'text'),
  );
  await createUniqueIndex(db, 'posts', 'slug');
  await db.schema.createIndex('posts_status').on('posts').column('status').execute();
}
