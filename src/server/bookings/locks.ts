import { PostgresAdapter, sql } from 'kysely';
import { bookingsResource } from '../../domain/bookings';
import { findRow } from '../db/queries';
import { type Executor, type Json, codecOf } from '../db/repository';

export const reservations = codecOf(bookingsResource);

/**
 * On PostgreSQL, holds a row until the transaction ends, so writes that read it and then change what depends on
 * it (a tour's places, a booking's money) run one after the other and each sees the one before. SQLite needs no
 * lock: a transaction holds the one connection from its first statement to its COMMIT (db/groupCommit.ts), so
 * two never interleave.
 */
export async function lockRow(
  trx: Executor,
  table: 'tours' | 'reservations' | 'discount_codes' | 'gift_vouchers',
  id: number,
): Promise<void> {
  // A transaction is not registered with dialectOf; its adapter says which database it runs on.
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}

/**
 * A booking, read for a write of its money or its fields: locked first, so its payments read after it are every
 * payment committed before and none can be added until this transaction ends.
 */
export async function lockBooking(trx: Executor, id: number): Promise<Json | undefined> {
  await lockRow(trx, 'reservations', id);
  return findRow(trx, reservations, id);
}
