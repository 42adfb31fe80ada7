import { randomBytes } from 'node:crypto';
import { today } from '../../../domain/common';
import { discountCodeProblem, discountCodesResource } from '../../../domain/discountCodes';
import { giftVoucherCode, giftVouchersResource } from '../../../domain/giftVouchers';
import { toCents } from '../../../domain/money';
import { defineHooks } from '../../crud/resource';
import { badRequest } from '../../http/errors';

/** The rule across a code's fields (a percentage up to 100, the dates in order), on the record as it will be. */
const checkCode = (code: Parameters<typeof discountCodeProblem>[0]) => {
  const problem = discountCodeProblem(code);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
};

/** Promo codes: their uses are counted by the bookings that take them (bookings/promo.ts), never typed. */
export const discountCodeHooks = defineHooks(discountCodesResource, () => ({
  beforeCreate(data) {
    checkCode(data);
    return { ...data, uses: 0 };
  },
  beforeUpdate(data, existing) {
    checkCode({ ...existing, ...data });
    return data;
  },
}));

/** A code made from fresh random bytes; a draw with too few usable bytes (rare) draws again. */
const newCode = (): string => giftVoucherCode(randomBytes(24)) ?? newCode();

/**
 * Gift vouchers: the server makes the code, starts the balance at the amount paid and names the seller. The
 * amount changes only while nothing was redeemed (the balance moves with it); afterwards a mistake is voided.
 */
export const giftVoucherHooks = defineHooks(giftVouchersResource, () => ({
  beforeCreate(data, { staff }) {
    return {
      ...data,
      code: newCode(),
      balance: data.amount,
      sold_by: staff.username,
      sold_on: data.sold_on ?? today(),
    };
  },
  beforeUpdate(data, existing) {
    if (data.amount === undefined || toCents(data.amount) === toCents(existing.amount)) return data;
    if (toCents(existing.balance) !== toCents(existing.amount))
      throw badRequest('ep.vouchers.amountRedeemed', { amount: 'ep.vouchers.amountRedeemed' });
    return { ...data, balance: data.amount };
  },
}));
