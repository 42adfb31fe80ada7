import type { MigrationDb } from '../columns';

/**
 * Which visitor address made each web booking (a hash of it), so the places a single address holds unconfirmed
 * on a day are bounded (http/visitorHolds.ts). Kept apart from `reservations`: staff never see or edit it.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('visitor_holds')
    .addColumn('reservation_id', 'integer', (column) => column.primaryKey())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('fecha', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('visitor_holds_address').on('visitor_holds').columns(['address', 'fecha']).execute();
}
