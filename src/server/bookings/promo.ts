import { sql } from 'kysely';
import { today } from '../../domain/common';
import {
  discountCodesResource,
  normalizeCode,
  promoDiscount,
  promoRefusal,
  type DiscountCode,
  type PromoRefusal,
} from '../../domain/discountCodes';
import { subtractMoney } from '../../domain/money';
import { findRow } from '../db/queries';
import { codecOf, type Executor, type Json } from '../db/repository';
import { coded } from '../http/errors';
import { spanish } from '../http/words';
import { lockRow } from './locks';

const discountCodes = codecOf(discountCodesResource);

/** What a booking keeps of its promo code (issue 41): the code and the dollars it took off the quote. */
export interface PromoTaken {
  promo_code: string;
  promo_discount: number;
}
const NONE: PromoTaken = { promo_code: '', promo_discount: 0 };

/**
 * 400 `promo_refused` under the field, with the reason: the public form shows the reason in the visitor's
 * language (es, en, fr) from it, staff read the Spanish.
 */
const refused = (reason: PromoRefusal) => {
  const message = spanish(`ep.promo.refused.${reason}`);
  return coded(400, 'promo_refused', message, { fields: { promo_code: message }, details: { reason } });
};

async function codeRow(trx: Executor, code: string, lock: boolean): Promise<DiscountCode | undefined> {
  const found = await trx.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirst();
  if (!found) return undefined;
  // Locked before it is read, so two bookings taking its last use on two instances are counted one after the other.
  if (lock) await lockRow(trx, 'discount_codes', Number(found.id));
  return (await findRow(trx, discountCodes, Number(found.id))) as DiscountCode | undefined;
}

/** The quote less the code's discount: the price a booking with the code is agreed at (never below 0). */
export const discountedQuote = (quote: number, promo: PromoTaken) => subtractMoney(quote, promo.promo_discount);

/**
 * A booking takes a code: checked on the business's today under the code's row lock and its use counted in the
 * booking's own transaction, so its use limit holds however many bookings arrive at once (SQLite serialises
 * writes; PostgreSQL waits on the lock).
 */
export async function takePromo(
  trx: Executor,
  typed: string,
  tourId: number | null,
  quote: number,
): Promise<PromoTaken> {
  const code = normalizeCode(typed);
  if (!code) return NONE;
  const row = await codeRow(trx, code, true);
  const reason = promoRefusal(row, tourId, today());
  if (!row || reason) throw refused(reason ?? 'unknown');
  await trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`uses + 1` })
    .where('id', '=', row.id)
    .execute();
  return { promo_code: code, promo_discount: promoDiscount(row, quote) };
}

/**
 * A booking that lets go of its code gives its use back (-1, never below 0); a cancelled booking restored counts it
 * again (+1, past the code's limit if need be: its price was agreed).
 */
async function movePromoUse(trx: Executor, code: string, step: 1 | -1): Promise<void> {
  if (!code) return;
  const row = await codeRow(trx, code, true);
  if (!row) return;
  let update = trx
    .updateTable('discount_codes')
    .set({ uses: sql<number>`uses + ${step}` })
    .where('id', '=', row.id);
  if (step < 0) update = update.where('uses', '>', 0);
  await update.execute();
}

/**
 * A booking's edit: the same code keeps its use and, when the booking is priced again, takes its terms off the
 * new quote (a code changed or deleted since: what it took before, at most the quote); a new code is checked and
 * counted as on a new booking, and the one it replaces is given back. Only a booking that is not cancelled holds a
 * use (`cancelled`: before and after the edit), so a cancelled booking frees its use for another guest and a
 * restored one takes it again.
 */
export async function promoOnEdit(
  trx: Executor,
  existing: Json,
  typed: string,
  tourId: number | null,
  quote: number,
  { repriced, cancelled }: { repriced: boolean; cancelled: { before: boolean; after: boolean } },
): Promise<PromoTaken> {
  const before = String(existing.promo_code ?? '');
  const code = normalizeCode(typed);
  if (code !== before) {
    if (!cancelled.before) await movePromoUse(trx, before, -1);
    const taken = await takePromo(trx, code, tourId, quote);
    if (cancelled.after) await movePromoUse(trx, taken.promo_code, -1);
    return taken;
  }
  if (cancelled.after && !cancelled.before) await movePromoUse(trx, code, -1);
  if (cancelled.before && !cancelled.after) await movePromoUse(trx, code, 1);
  const kept = { promo_code: before, promo_discount: Number(existing.promo_discount ?? 0) };
  if (!code || !repriced) return kept;
  const row = await codeRow(trx, code, false);
  return {
    promo_code: code,
    promo_discount: row ? promoDiscount(row, quote) : Math.min(kept.promo_discount, quote),
  };
}
