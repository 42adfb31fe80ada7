import { z } from 'zod';
import { canAccess } from '../../domain/access';
import { cancellationRefund, type CancellationRefund, type CancelPolicy } from '../../domain/cancellation';
import { businessToday } from '../../domain/dates';
import { PAYMENT_METHODS } from '../../domain/payments';
import type { Executor, Json } from '../db/repository';
import { staffRoleOf, type BookingActor } from './guestActor';
import { coded, forbidden, notFound } from '../http/errors';
import { spanish } from '../http/words';
import { lockBooking } from './locks';
import { recordPayment } from './payments';
import { updateStaffBooking } from './writes';

export const cancelSchema = z.strictObject({
  /** How the policy's refund goes back; none: cancel and give nothing back now. */
  refund_method: z.enum(PAYMENT_METHODS).optional(),
  version: z.number().int().optional(),
});

export interface Cancellation extends CancellationRefund, CancelPolicy {
  paid: number;
  estado: string;
}

async function policyOf(trx: Executor, tourId: number): Promise<CancelPolicy> {
  const tour = await trx
    .selectFrom('tours')
    .select(['free_cancel_hours', 'late_cancel_refund_percent'])
    .where('id', '=', tourId)
    .executeTakeFirst();
  return {
    free_cancel_hours: Number(tour?.free_cancel_hours ?? 24),
    late_cancel_refund_percent: Number(tour?.late_cancel_refund_percent ?? 0),
  };
}

/** What cancelling the booking now would give back by its tour's policy, with what was paid and the policy. */
export async function cancellationOf(trx: Executor, id: number, now = new Date()): Promise<Cancellation> {
  const booking = await lockBooking(trx, id);
  if (!booking) throw notFound();
  const policy = await policyOf(trx, Number(booking.tour_id));
  const paid = Number(booking.paid);
  const refund = cancellationRefund(
    { paid, fecha: String(booking.fecha), pickup_time: String(booking.pickup_time ?? '') },
    policy,
    now,
  );
  return { ...policy, ...refund, paid, estado: String(booking.estado) };
}

/**
 * Cancels a booking and, when a method is named, refunds in the same transaction what its tour's policy gives
 * back at this moment (never a figure the browser sent). The booking is locked first, so two cancels at once
 * refund once: the second finds it cancelled and answers 409 `already_cancelled`. The guest cancels from their
 * page through here too, naming no method: what the policy owes them is answered for staff to pay back.
 */
export async function cancelBooking(trx: Executor, staff: BookingActor, id: number, body: unknown) {
  const { refund_method, version } = cancelSchema.parse(body ?? {});
  if (refund_method && !canAccess(staffRoleOf(staff), { resource: 'payments', action: 'create' })) throw forbidden();
  const before = await cancellationOf(trx, id);
  if (before.estado === 'cancelada') throw coded(409, 'already_cancelled', spanish('ep.cancel.alreadyCancelled'));
  const booking = await updateStaffBooking(trx, staff, id, {
    estado: 'cancelada',
    ...(version === undefined ? {} : { version }),
  });
  const refund: Json | null =
    refund_method && before.refund > 0 && staff.role !== 'guest'
      ? await recordPayment(trx, staff, id, {
          amount: before.refund,
          method: refund_method,
          kind: 'refund',
          date: businessToday(),
          reference: spanish('ep.cancel.refundReference', { percent: before.percent }),
        })
      : null;
  // Read again: the refund changed the totals the update wrote.
  return { booking: refund ? ((await lockBooking(trx, id)) ?? booking) : booking, refund, policy: before };
}
