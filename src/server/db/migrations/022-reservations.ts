import { addResourceTable, type MigrationContext, type MigrationDb } from '../columns';

/**
 * Reservations point at their tour; deleting a tour that has some is refused, force delete removes them in
 * the same transaction (src/server/routes/tours/hooks.ts). The stats route groups by fecha, hence its index.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  await addResourceTable(db, 'reservations', ctx, (table) =>
    table
      .addColumn('nombre', 'text', (col) => col.notNull())
      .addColumn('fecha', 'text', (col) => col.notNull())
      .addColumn('tour_id', 'integer', (col) => col.notNull())
      .addColumn('personas', 'integer', (col) => col.notNull())
      .addColumn('estado', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('telefono', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('notas', 'text', (col) => col.notNull().defaultTo('')),
  );
  await db.schema.createIndex('reservations_fecha').on('reservations').columns(['fecha', 'id']).execute();
  await db.schema.createIndex('reservations_tour').on('reservations').column('tour_id').execute();
  await db.schema.createIndex('reservations_estado').on('reservations').columns(['estado', 'fecha']).execute();
}
