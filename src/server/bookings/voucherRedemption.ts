import { z } from 'zod';
import { isoDate, today } from '../../domain/common';
import {
  giftVouchersResource,
  normalizeVoucherCode,
  redemptionRefusal,
  type GiftVoucher,
} from '../../domain/giftVouchers';
import { lazy } from '../../domain/lazy';
import { fromCents, money, toCents } from '../../domain/money';
import { paymentsResource, VOUCHER_METHOD } from '../../domain/payments';
import { requiredText } from '../../domain/validation';
import type { Staff } from '../auth/sessions';
import { insertAudited, recordAudit } from '../db/audit';
import { findRow } from '../db/queries';
import { codecOf, type Executor, type Json } from '../db/repository';
import { coded, notFound } from '../http/errors';
import { spanish } from '../http/words';
import { lockBooking, lockRow } from './locks';
import { refreshMoney } from './money';

export const giftVouchers = codecOf(giftVouchersResource);
const payments = codecOf(paymentsResource);

/** What staff send to pay part of a booking from a gift voucher: its code, how much, and the day. */
export const redemptionSchema = lazy(() =>
  z.strictObject({
    code: requiredText(40, 'ep.vouchers.redeem.codeRequired'),
    amount: money({ positive: true, words: { positive: 'ep.bookings.payments.amountPositive' } }),
    date: isoDate,
  }),
);

/** A voucher found by its code as typed, locked first on PostgreSQL so its balance read is the last committed. */
async function lockedVoucher(trx: Executor, typed: string): Promise<GiftVoucher | undefined> {
  const found = await trx
    .selectFrom('gift_vouchers')
    .select('id')
    .where('code', '=', normalizeVoucherCode(typed))
    .executeTakeFirst();
  if (!found) return undefined;
  await lockRow(trx, 'gift_vouchers', Number(found.id));
  return (await findRow(trx, giftVouchers, Number(found.id))) as GiftVoucher | undefined;
}

async function setBalance(trx: Executor, staff: Staff, voucher: GiftVoucher, balanceCents: number) {
  const balance = fromCents(balanceCents);
  await trx.updateTable('gift_vouchers').set({ balance }).where('id', '=', voucher.id).execute();
  await recordAudit(trx, {
    staff,
    resource: giftVouchersResource.name,
    recordId: voucher.id,
    action: 'update',
    before: { balance: voucher.balance },
    after: { balance },
  });
  return balance;
}

/** 409 `voucher_refused`: the message under the field to correct, with the voucher's balance left beside it. */
const refused = (key: string, balance: number | null) => {
  const message = spanish(key, { balance: (balance ?? 0).toFixed(2) });
  const field = key.endsWith('unknown') ? 'code' : 'amount';
  return coded(409, 'voucher_refused', message, { fields: { [field]: message }, details: { balance } });
};

/**
 * Pays part or all of a booking's balance from a gift voucher: a `voucher` payment naming it, and the voucher's
 * balance less the amount, in one transaction. The booking and then the voucher are locked (always in that
 * order), so two redemptions of one voucher at once, on any instance, are written one after the other and the
 * second sees what the first left: a voucher is never spent twice nor past its balance.
 */
export async function redeemVoucher(
  trx: Executor,
  staff: Staff,
  bookingId: number,
  body: unknown,
): Promise<{ payment: Json; voucher: { code: string; balance: number } }> {
  const input = redemptionSchema.parse(body ?? {});
  const booking = await lockBooking(trx, bookingId);
  if (!booking) throw notFound();
  const voucher = await lockedVoucher(trx, input.code);
  const refusal = redemptionRefusal(voucher, input.amount, today());
  if (refusal || !voucher) throw refused(refusal ?? 'ep.vouchers.redeem.unknown', voucher?.balance ?? null);
  // A voucher pays what the booking owes, no more: the rest stays on the voucher for another trip.
  if (toCents(input.amount) > toCents(Number(booking.balance)))
    throw refused('ep.vouchers.redeem.overDue', voucher.balance);
  const payment = await insertAudited(trx, staff, paymentsResource.name, payments, {
    reservation_id: bookingId,
    amount: input.amount,
    date: input.date,
    method: VOUCHER_METHOD,
    reference: voucher.code,
    kind: 'payment',
    recorded_by: staff.username,
    voucher_id: voucher.id,
  });
  const balance = await setBalance(trx, staff, voucher, toCents(voucher.balance) - toCents(input.amount));
  await refreshMoney(trx, bookingId);
  return { payment, voucher: { code: voucher.code, balance } };
}

/** A deleted voucher payment gives its amount back to the voucher (never above what it was sold for). */
export async function giveVoucherBack(trx: Executor, staff: Staff, payment: Json): Promise<void> {
  if (payment.voucher_id === null || payment.voucher_id === undefined || payment.kind !== 'payment') return;
  const id = Number(payment.voucher_id);
  await lockRow(trx, 'gift_vouchers', id);
  const voucher = (await findRow(trx, giftVouchers, id)) as GiftVoucher | undefined;
  if (!voucher) return;
  const cents = Math.min(toCents(voucher.amount), toCents(voucher.balance) + toCents(Number(payment.amount)));
  await setBalance(trx, staff, voucher, cents);
}

/** What the payment dialog shows of a voucher typed in: what is left on it and until when. */
export async function voucherByCode(db: Executor, typed: string): Promise<Json | undefined> {
  const row = await db
    .selectFrom('gift_vouchers')
    .select(['code', 'balance', 'amount', 'expires_on', 'status', 'recipient'])
    .where('code', '=', normalizeVoucherCode(typed))
    .executeTakeFirst();
  return row && { ...row, balance: Number(row.balance), amount: Number(row.amount) };
}
