import type { MigrationDb } from '../columns';

/**
 * The cash-up and the reports read payments by the day they were received (issue 41): without this index a
 * range of days reads every payment ever recorded.
 */
export async function up(db: MigrationDb) {
  await db.schema.createIndex('payments_date').on('payments').columns(['date', 'reservation_id']).execute();
}
