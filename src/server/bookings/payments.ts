import { paymentInputSchema, paymentsResource, type PaymentInput } from '../../domain/payments';
import { dopToUsd, pesoPaymentSchema, type PesoPayment } from '../../domain/pesos';
import { rememberRate } from './exchangeRates';
import { toCents } from '../../domain/money';
import { insertAudited, recordAudit } from '../db/audit';
import { deleteRow, findRow } from '../db/queries';
import { type Executor, type Json, codecOf } from '../db/repository';
import type { Staff } from '../auth/sessions';
import { coded, notFound } from '../http/errors';
import { spanish } from '../http/words';
import { lockBooking } from './locks';
import { moneyOf, paymentRows, refreshMoney } from './money';
import { giveVoucherBack } from './voucherRedemption';

export const payments = codecOf(paymentsResource);

/** A booking's payments and refunds, oldest first. */
export async function paymentsOf(db: Executor, bookingId: number): Promise<Json[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('reservation_id', '=', bookingId)
    .orderBy('date')
    .orderBy('id')
    .execute()
    .then((rows) => rows.map(({ search: _search, ...row }) => row));
}

/**
 * What was sent as a payment in USD: as it came, or (issue 41) worked out from pesos at the day's rate, the
 * pesos and the rate kept beside it.
 */
function paymentOf(body: unknown): { input: PaymentInput; pesos?: PesoPayment } {
  if ((body as { currency?: unknown } | null)?.currency !== 'DOP') {
    // 'USD' may be named; any other currency stays in and the strict schema refuses it.
    const { currency, ...rest } = (body ?? {}) as Record<string, unknown>;
    return { input: paymentInputSchema.parse(currency === 'USD' ? rest : (body ?? {})) };
  }
  const pesos = pesoPaymentSchema.parse(body);
  const { currency: _dop, amount_dop, rate, ...rest } = pesos;
  const amount = dopToUsd(amount_dop, rate);
  return { input: paymentInputSchema.parse({ ...rest, amount }), pesos };
}

/** 409 `refund_too_large`: refunds would come to more than was paid; the message says what is left to refund. */
const refundTooLarge = (message: string, paid: number) =>
  coded(409, 'refund_too_large', message, { fields: { amount: message }, details: { paid } });

/**
 * Records a payment or a refund of a booking, audited, with the booking's totals in the same transaction. The
 * booking is locked first, so simultaneous payments of one booking (on any instance) are written one at a time,
 * and a refund is checked against the payment rows as they are, never above what was paid (net).
 */
export async function recordPayment(trx: Executor, staff: Staff, bookingId: number, body: unknown): Promise<Json> {
  const { input, pesos } = paymentOf(body);
  const booking = await lockBooking(trx, bookingId);
  if (!booking) throw notFound();
  if (input.kind === 'refund') {
    const { paid } = moneyOf(Number(booking.price_total), String(booking.estado), await paymentRows(trx, bookingId));
    if (toCents(input.amount) > toCents(paid))
      throw refundTooLarge(spanish('ep.money.refundTooLarge', { paid: paid.toFixed(2) }), paid);
  }
  const payment = await insertAudited(trx, staff, paymentsResource.name, payments, {
    ...input,
    ...(pesos ? { currency: 'DOP', amount_dop: pesos.amount_dop, rate: pesos.rate } : {}),
    reservation_id: bookingId,
    recorded_by: staff.username,
  });
  if (pesos) await rememberRate(trx, staff, pesos.date, pesos.rate);
  await refreshMoney(trx, bookingId);
  return payment;
}

/**
 * Deletes one payment (a mistaken entry), audited, and sets the booking's totals again. A payment its refunds
 * depend on stays: without it the refunds would be more than was paid (paid below 0), so the refund goes first.
 */
export async function deletePayment(trx: Executor, staff: Staff, id: number): Promise<Json> {
  const found = await findRow(trx, payments, id);
  if (!found) throw notFound();
  const bookingId = Number(found.reservation_id);
  const booking = await lockBooking(trx, bookingId);
  // Read again under the lock: a simultaneous delete may have taken it meanwhile.
  const payment = await findRow(trx, payments, id);
  if (!booking || !payment) throw notFound();
  const rows = await paymentRows(trx, bookingId);
  const moneyWith = (entries: typeof rows) => moneyOf(Number(booking.price_total), String(booking.estado), entries);
  const after = moneyWith(rows.filter((row) => row.id !== id));
  if (after.paid < 0) {
    const message = spanish('ep.money.paymentRefunded', { refunded: after.refunded.toFixed(2) });
    throw coded(409, 'refund_too_large', message, { details: { paid: moneyWith(rows).paid } });
  }
  await deleteRow(trx, payments, id);
  await giveVoucherBack(trx, staff, payment);
  await refreshMoney(trx, bookingId);
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
