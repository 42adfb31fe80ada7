import { bookingMoney, type Payment } from '../../domain/payments';
import { bookingsResource } from '../../domain/bookings';
import type { Executor } from '../db/repository';

type Entry = Pick<Payment, 'amount' | 'kind'>;

/** The money columns a booking row keeps, from its price, estado and payments (domain/payments.ts). */
export const moneyOf = (
  priceTotal: number,
  estado: string,
  payments: ReadonlyArray<{ amount: unknown; kind: unknown }>,
) =>
  bookingMoney(
    priceTotal,
    estado === 'cancelada',
    payments.map((entry) => ({ amount: Number(entry.amount), kind: entry.kind }) as Entry),
  );

/** A booking's payment rows as stored now: read under the booking's lock (locks.ts), they are the whole truth. */
export async function paymentRows(trx: Executor, bookingId: number) {
  const rows = await trx
    .selectFrom('payments')
    .select(['id', 'amount', 'kind'])
    .where('reservation_id', '=', bookingId)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), amount: Number(row.amount), kind: row.kind }));
}

/**
 * Sets a booking's totals again from its payment rows, in the transaction that changed them and under the
 * booking's lock, never from the figures the row cached. The version is left as it is: a payment does not make
 * the booking's open form stale.
 */
export async function refreshMoney(trx: Executor, bookingId: number): Promise<void> {
  const booking = await trx
    .selectFrom(bookingsResource.table)
    .select(['price_total', 'estado'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const money = moneyOf(Number(booking.price_total), booking.estado, await paymentRows(trx, bookingId));
  await trx
    .updateTable(bookingsResource.table)
    .set({ paid: money.paid, refunded: money.refunded, balance: money.balance, has_balance: money.has_balance ? 1 : 0 })
    .where('id', '=', bookingId)
    .execute();
}
