import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/** FAQ-05: question and answer, and the language the public page groups them by. */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'faqs', ctx, (table) =>
    table
      .addColumn('question', 'text', (col) => col.notNull())
      .addColumn('answer', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull().defaultTo('es')),
  );
  await db.schema.createIndex('faqs_language').on('faqs').columns(['language', 'id']).execute();
}
