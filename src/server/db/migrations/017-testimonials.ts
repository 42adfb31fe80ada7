import { sql } from 'kysely';
import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** DECISIONS SHELL-21: visitors' testimonials, public once approved. */
export async function up(db: MigrationDb, ctx: MigrationContext): Promise<void> {
  await addResourceTable(db, 'testimonials', ctx, (table) =>
    table
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('rating', 'integer', (col) => col.notNull())
      .addColumn('date', 'text', (col) => col.notNull())
      .addColumn('approved', 'integer', (col) => col.notNull().defaultTo(0)),
  );
  await sql`create index testimonials_approved on testimonials (approved, date)`.execute(db);
}
