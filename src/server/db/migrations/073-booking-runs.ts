import type { MigrationContext, MigrationDb } from '../columns';

/**
 * The day's run (issue 22): a booking's kind (tour or transfer) with a transfer's flight, route, luggage and zone,
 * its ship, its own driver and vehicle and its check-in; a departure's (tour and day) driver and vehicle. The
 * manifest reads one day of each: bookings by the day's index they already have, assignments by their own.
 */
export async function up(db: MigrationDb, ctx: MigrationContext) {
  const columns: [string, 'integer' | 'text', string | number | null][] = [
    ['kind', 'text', 'tour'],
    ['flight_number', 'text', ''],
    ['arrival_time', 'text', ''],
    ['transfer_from', 'text', ''],
    ['transfer_to', 'text', ''],
    ['luggage', 'integer', 0],
    ['zone_id', 'integer', null],
    ['ship_call_id', 'integer', null],
    ['driver_id', 'integer', null],
    ['fleet_vehicle_id', 'integer', null],
    ['checkin', 'text', 'pendiente'],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('reservations')
      .addColumn(name, type, (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
  await db.schema
    .createTable('departure_assignments')
    .addColumn('id', ctx.dialect === 'postgres' ? 'serial' : 'integer', (col) =>
      ctx.dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
    )
    .addColumn('tour_id', 'integer', (col) => col.notNull())
    .addColumn('fecha', 'text', (col) => col.notNull())
    .addColumn('driver_id', 'integer')
    .addColumn('fleet_vehicle_id', 'integer')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('departure_assignments_fecha_tour')
    .unique()
    .on('departure_assignments')
    .columns(['fecha', 'tour_id'])
    .execute();
}
