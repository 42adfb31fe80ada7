import type { MigrationContext, MigrationDb } from '../columns';

/**
 * The guest's journey (issue 39): one outbox of messages to guests, written in the booking's transaction and sent
 * after commit by the server's worker; the token of each booking's own page; each tour's free-cancellation hours
 * and its booking cut-offs. `dedupe_key` is unique so a reminder is written once whichever instance writes it.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  const serial = ctx.dialect === 'postgres' ? 'serial' : 'integer';
  await db.schema
    .createTable('guest_messages')
    .addColumn('id', serial, (col) =>
      ctx.dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('reservation_id', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('dedupe_key', 'text')
    .addColumn('to_email', 'text', (col) => col.notNull())
    .addColumn('to_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('es'))
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guest_messages_dedupe').unique().on('guest_messages').column('dedupe_key').execute();
  await db.schema
    .createIndex('guest_messages_due')
    .on('guest_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('guest_messages_reservation').on('guest_messages').column('reservation_id').execute();
  await db.schema
    .createTable('guest_links')
    .addColumn('reservation_id', 'integer', (col) => col.primaryKey())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('tours')
    .addColumn('free_cancel_hours', 'integer', (col) => col.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('tours')
    .addColumn('same_day_cutoff', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('tours')
    .addColumn('next_day_cutoff', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('admin_notifications').addColumn('record_id', 'integer').execute();
}
