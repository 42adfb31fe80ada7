import { sql } from 'kysely';
import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** CONTACT-12: a visitor's message with the staff thread (`chat`, JSON text) and whether it was read. */
export async function up(db: MigrationDb, ctx: MigrationContext): Promise<void> {
  await addResourceTable(db, 'contact_messages', ctx, (table) =>
    table
      .addColumn('nombre', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('telefono', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('asunto', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('mensaje', 'text', (col) => col.notNull())
      .addColumn('fecha', 'text', (col) => col.notNull())
      .addColumn('leido', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('chat', 'text', (col) => col.notNull().defaultTo('[]')),
  );
  // The inbox's badge counts unread messages and its list is newest first.
  await sql`create index contact_messages_leido on contact_messages (leido, fecha)`.execute(db);
}
