import { sql } from 'kysely';
import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** VEH-01: vehicles for sale or rent; lists filter by type and status, so those are indexed. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'vehicles', ctx, (table) =>
    table
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('brand', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('model', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('year', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('mileage', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('fuel_type', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('transmission', 'text', (col) => col.notNull().defaultTo(''))
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
  await db.schema.createIndex('vehicles_type_status').on('vehicles').columns(['type', 'status']).execute();
  await sql`create index vehicles_updated on vehicles (updated_at)`.execute(db);
}
