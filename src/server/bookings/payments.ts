import { refundTooLarge, paymentInputSchema, paymentsResource } from '../../domain/payments';
import { insertAudited, recordAudit } from '../db/audit';
import { deleteRow, findRow } from '../db/queries';
import { type Executor, type Json, codecOf } from '../db/repository';
import type { Staff } from '../auth/sessions';
import { badRequest, notFound } from '../http/errors';
import { refreshMoney } from './money';
import { reservations } from './writes';

export const payments = codecOf(paymentsResource);

/** A booking's payments and refunds, oldest first. */
export async function paymentsOf(db: Executor, reservationId: number): Promise<Json[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .orderBy('date')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(({ search: _search, ...row }) => row));
}

/**
 * Records a payment or a refund of a booking, audited, with the booking's totals in the same transaction. A
 * refund cannot give back more than the booking holds.
 */
export async function recordPayment(trx: Executor, staff: Staff, reservationId: number, body: unknown): Promise<Json> {
  const input = paymentInputSchema.parse(body ?? {});
  const booking = await findRow(trx, reservations, reservationId);
  if (!booking) throw notFound();
  if (input.kind === 'refund' && input.amount > Number(booking.paid)) {
    const message = refundTooLarge(Number(booking.paid));
    throw badRequest(message, { amount: message });
  }
  const payment = await insertAudited(trx, staff, paymentsResource.name, payments, {
    ...input,
    reservation_id: reservationId,
    recorded_by: staff.username,
  });
  await refreshMoney(trx, reservationId);
  return payment;
}

/** Deletes one payment (a mistaken entry), audited, and sets the booking's totals again. */
export async function deletePayment(trx: Executor, staff: Staff, id: number): Promise<Json> {
  const payment = await findRow(trx, payments, id);
  if (!payment) throw notFound();
  await deleteRow(trx, payments, id);
  await refreshMoney(trx, Number(payment.reservation_id));
  await recordAudit(trx, {
    staff,
    resource: paymentsResource.name,
    recordId: id,
    action: 'delete',
    before: payment,
    after: null,
  });
  return payment;
}
