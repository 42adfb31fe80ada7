import type { MigrationDb } from '../columns';

/**
 * The public media page shows a file when published content uses it or when it is published by hand
 * (`published`); the orphan cleanup removes unused form uploads but spares files put in the library on
 * purpose (`library`). Files stored before this are kept as library files: nobody can tell their origin now.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('media')
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('media')
    .addColumn('library', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}
