import type { MigrationContext, MigrationDb } from '../columns';

/**
 * A booking names its partner and agent and keeps the commission (cents) and who collects as they were when it
 * was made (issue 41); settlements record a partner's statement paid, once per partner and period.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await db.schema
    .alterTable('reservations')
    .addColumn('partner_id', 'integer', (col) => col.references('partners.id'))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('partner_agent', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('partner_commission_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('partner_settle', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('reservations_partner_fecha')
    .on('reservations')
    .columns(['partner_id', 'fecha'])
    .execute();
  await db.schema
    .createTable('partner_settlements')
    .addColumn('id', ctx.dialect === 'postgres' ? 'serial' : 'integer', (col) =>
      ctx.dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id'))
    .addColumn('date_from', 'text', (col) => col.notNull())
    .addColumn('date_to', 'text', (col) => col.notNull())
    .addColumn('bookings', 'integer', (col) => col.notNull())
    .addColumn('gross_cents', 'integer', (col) => col.notNull())
    .addColumn('commission_cents', 'integer', (col) => col.notNull())
    .addColumn('owed_by', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('settled_by', 'text', (col) => col.notNull())
    .addColumn('settled_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('partner_settlements_period')
    .unique()
    .on('partner_settlements')
    .columns(['partner_id', 'date_from', 'date_to'])
    .execute();
}
