import { bookingMoney, type Payment } from '../../domain/payments';
import { reservationsResource } from '../../domain/reservations';
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

/**
 * Sets a booking's totals again from its payments, in the transaction that changed them. The version is left
 * as it is: a payment does not make the booking's open form stale.
 */
export async function refreshMoney(trx: Executor, reservationId: number): Promise<void> {
  const booking = await trx
    .selectFrom(reservationsResource.table)
    .select(['price_total', 'estado'])
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow();
  const payments = await trx
    .selectFrom('payments')
    .select(['amount', 'kind'])
    .where('reservation_id', '=', reservationId)
    .execute();
  const money = moneyOf(Number(booking.price_total), booking.estado, payments);
  await trx
    .updateTable(reservationsResource.table)
    .set({ paid: money.paid, refunded: money.refunded, balance: money.balance, has_balance: money.has_balance ? 1 : 0 })
    .where('id', '=', reservationId)
    .execute();
}
