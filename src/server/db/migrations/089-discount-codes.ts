import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/**
 * Promo codes (issue 41, src/domain/discountCodes.ts) and, on each booking, the code it took and the dollars it
 * took off the quote, so the price explains itself.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'discount_codes', ctx, (table) =>
    table
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull().defaultTo('percent'))
      .addColumn('value', 'double precision', (col) => col.notNull())
      .addColumn('tour_ids', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('valid_from', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('valid_to', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('max_uses', 'integer')
      .addColumn('uses', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1)),
  );
  await createUniqueIndex(db, 'discount_codes', 'code');
  await db.schema
    .alterTable('reservations')
    .addColumn('promo_code', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('promo_discount', 'double precision', (col) => col.notNull().defaultTo(0))
    .execute();
}
