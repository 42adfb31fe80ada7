import { sql } from 'kysely';
import type { MigrationDb } from '../columns';

/**
 * Bookings staff take and price (issue 21): the party, contact, pickup and source of a reservation, its agreed
 * price and the totals of its payments; a tour's child price and places per day. Existing bookings get the
 * party they had as adults and the price their tour quotes today, the only price they can be given.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable('tours').addColumn('child_price', 'double precision').execute();
  await db.schema.alterTable('tours').addColumn('capacity_per_day', 'integer').execute();

  const columns: [string, 'integer' | 'text' | 'double precision', string | number][] = [
    ['adults', 'integer', 1],
    ['children', 'integer', 0],
    ['language', 'text', 'es'],
    ['pickup_kind', 'text', ''],
    ['pickup_place', 'text', ''],
    ['pickup_time', 'text', ''],
    ['source', 'text', 'web'],
    ['source_name', 'text', ''],
    ['price_total', 'double precision', 0],
    ['price_override', 'integer', 0],
    ['price_reason', 'text', ''],
    ['paid', 'double precision', 0],
    ['refunded', 'double precision', 0],
    ['balance', 'double precision', 0],
    ['has_balance', 'integer', 0],
  ];
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable('reservations')
      .addColumn(name, type, (col) => col.notNull().defaultTo(fallback))
      .execute();
  }
  await sql`
    update reservations set
      adults = personas,
      price_total = coalesce((
        select t.precio + case when reservations.personas > 4 then (reservations.personas - 4) * \
t.extra_price_per_person else 0 end
        from tours t where t.id = reservations.tour_id), 0)`.execute(db);
  await sql`
    update reservations set
      balance = case when estado = 'cancelada' then 0 else price_total end,
      has_balance = case when estado <> 'cancelada' and price_total > 0 then 1 else 0 end`.execute(db);
  // The day's places are summed per tour and day inside every booking's transaction.
  await db.schema.createIndex('reservations_tour_fecha').on('reservations').columns(['tour_id', 'fecha']).execute();
}
