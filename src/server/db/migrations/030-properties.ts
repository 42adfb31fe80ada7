import { sql } from 'kysely';
import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** PROP-01: properties for sale or rent; lists filter by type and status, so those are indexed. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'properties', ctx, (table) =>
    table
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('bedrooms', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('bathrooms', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('area', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('image', 'text', (col) => col.notNull())
      .addColumn('additional_images', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('features', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('owner_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('owner_phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('owner_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('owner_whatsapp', 'text', (col) => col.notNull().defaultTo('')),
  );
  await db.schema.createIndex('properties_type_status').on('properties').columns(['type', 'status']).execute();
  await sql`create index properties_updated on properties (updated_at)`.execute(db);
}
