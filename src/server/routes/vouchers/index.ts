import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { discountCodesResource } from '../../../domain/discountCodes';
import { giftVouchersResource, VOUCHER_STATUSES } from '../../../domain/giftVouchers';
import { paymentsResource } from '../../../domain/payments';
import { redeemVoucher, redemptionSchema, voucherByCode } from '../../bookings/voucherRedemption';
import { withPayments } from '../../bookings/routes';
import { crudRoutes, parseId, recordAnswerOf, staffOf } from '../../crud/crudRoutes';
import { notFound } from '../../http/errors';
import { findRow } from '../../db/queries';
import { reservations } from '../../bookings/locks';
import { discountCodeHooks, giftVoucherHooks } from './hooks';

const lookupQuery = z.strictObject({ code: z.string().min(1).max(60) });
const voucherAnswer = z.object({
  code: z.string(),
  balance: z.number(),
  amount: z.number(),
  expires_on: z.string(),
  status: z.enum(VOUCHER_STATUSES),
  recipient: z.string(),
});

/**
 * Issue 41's promo codes and gift vouchers: their tables, a voucher looked up by its code, and a booking paid
 * from one (the booking's own money stays in src/server/bookings).
 */
export default async function vouchersArea(scope: FastifyInstance) {
  const { db } = scope.deps;
  crudRoutes(scope, discountCodesResource, discountCodeHooks(scope.deps));
  crudRoutes(scope, giftVouchersResource, giftVoucherHooks(scope.deps));

  scope.get(
    '/api/gift-vouchers/lookup',
    {
      config: {
        access: { resource: 'payments.record', action: 'create' },
        docs: {
          summary: 'A gift voucher by its code: what is left on it',
          querystring: lookupQuery,
          answer: voucherAnswer,
        },
      },
    },
    async function lookUpVoucher(request) {
      const { code } = request.query as z.infer<typeof lookupQuery>;
      const voucher = await voucherByCode(db, code);
      if (!voucher) throw notFound();
      return voucher;
    },
  );

  scope.post(
    '/api/reservations/:id/voucher-redemptions',
    {
      config: {
        access: { resource: 'payments.record', action: 'create' },
        docs: {
          summary: 'Pay part or all of a booking from a gift voucher',
          body: redemptionSchema,
          validate: false,
          status: 201,
          answer: z.lazy(() =>
            z.object({
              payment: recordAnswerOf(paymentsResource),
              voucher: z.object({ code: z.string(), balance: z.number() }),
              booking: z.looseObject({ id: z.number().int() }),
            }),
          ),
        },
      },
    },
    async function redeemGiftVoucher(request, reply) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const done = await db.transaction().execute(async (trx) => redeemVoucher(trx, staff, id, request.body));
      const booking = await findRow(db, reservations, id);
      return reply.code(201).send({ ...done, booking: booking && (await withPayments(db, booking)) });
    },
  );
}
