import { addResourceTable, createUniqueIndex, type MigrationContext, type MigrationDb } from '../columns';

/**
 * Gift vouchers (issue 41, src/domain/giftVouchers.ts): a prepaid amount under an unguessable code, its sale
 * kept as money received that day; a booking's payment taken from one names it, so deleting it gives it back.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'gift_vouchers', ctx, (table) =>
    table
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('amount', 'double precision', (col) => col.notNull())
      .addColumn('balance', 'double precision', (col) => col.notNull())
      .addColumn('buyer_name', 'text', (col) => col.notNull())
      .addColumn('buyer_email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('buyer_phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('recipient', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('expires_on', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
      .addColumn('sold_on', 'text', (col) => col.notNull())
      .addColumn('sale_method', 'text', (col) => col.notNull().defaultTo('cash'))
      .addColumn('sold_by', 'text', (col) => col.notNull().defaultTo('')),
  );
  await createUniqueIndex(db, 'gift_vouchers', 'code');
  await db.schema.createIndex('gift_vouchers_sold_on').on('gift_vouchers').column('sold_on').execute();
  await db.schema.alterTable('payments').addColumn('voucher_id', 'integer').execute();
}
