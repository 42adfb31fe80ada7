import type { FastifyInstance } from 'fastify';
import { answerTyped } from '../../http/apiReference';
import { z } from 'zod';
import { isoDate } from '../../../domain/common';
import { driverRuns, isDriversBooking } from '../../../domain/driverRuns';
import { CHECKIN_STATES } from '../../../domain/bookings';
import { PAYMENT_METHODS, paymentInputSchema } from '../../../domain/payments';
import { parseId, staffOf } from '../../crud/crudRoutes';
import { findRow } from '../../db/queries';
import type { Executor, Json } from '../../db/repository';
import type { Staff } from '../../auth/sessions';
import { conflict, forbidden, notFound } from '../../http/errors';
import { reservations } from '../../bookings/writes';
import { recordPayment } from '../../bookings/payments';
import { setCheckin } from '../bookings/manifestWrites';
import { loadManifest } from '../bookings/manifestLoad';
import { driverCardId } from './driverManifest';

const run = { resource: 'driver-run' };
const checkinBody = z.strictObject({ checkin: z.enum(CHECKIN_STATES), version: z.number().int() });
/**
 * Collecting at pickup: a payment only (no refund), cash unless he says otherwise, with the booking's version
 * and balance as his phone last saw them, so a payment queued offline never lands on a booking changed since.
 */
const collectBody = z.strictObject({
  amount: paymentInputSchema.shape.amount,
  date: isoDate,
  method: z.enum(PAYMENT_METHODS).default('cash'),
  reference: paymentInputSchema.shape.reference,
  version: z.number().int(),
});

/** The booking, when it is one of the driver's runs; anything else answers 403 as another's booking would. */
async function hisBooking(trx: Executor, staff: Staff, id: number): Promise<Json> {
  const booking = await findRow(trx, reservations, id);
  if (!booking) throw notFound();
  const driverId = await driverCardId(trx, staff);
  if (driverId === undefined) throw forbidden();
  const runs = driverRuns(await loadManifest(trx, String(booking.fecha)), driverId);
  if (!isDriversBooking(runs, id)) throw forbidden();
  return booking;
}

/** What the driver's phone keeps of a booking after a write: enough to send its next queued change. */
const slim = (booking: Json) => ({
  id: Number(booking.id),
  version: Number(booking.version),
  checkin: booking.checkin,
  paid: Number(booking.paid),
  balance: Number(booking.balance),
});

/**
 * The driver's own runs (issue 42): check-in and collecting the balance, on the bookings assigned to him. His
 * day itself is GET /api/manifest, which answers a driver with his runs only.
 */
export default async function driverArea(scope: FastifyInstance) {
  const { db } = scope.deps;

  scope.put(
    '/api/driver/bookings/:id/checkin',
    {
      config: {
        access: run,
        docs: {
          summary: 'A driver checks his guest in (409 on a stale version)',
          body: checkinBody,
          validate: false,
          answer: answerTyped('The booking as the driver sees it', 'src/server/routes/driver/index.ts'),
        },
      },
    },
    async function driverCheckIn(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const body = checkinBody.parse(request.body ?? {});
      return db.transaction().execute(async (trx) => {
        await hisBooking(trx, staff, id);
        return slim(await setCheckin(trx, staff, id, body));
      });
    },
  );

  scope.post(
    '/api/driver/bookings/:id/payments',
    {
      config: {
        access: run,
        docs: {
          summary: 'A driver collects (part of) his guest’s balance (409 when the booking changed)',
          body: collectBody,
          validate: false,
          answer: answerTyped('The booking as the driver sees it', 'src/server/routes/driver/index.ts'),
        },
      },
    },
    async function driverCollect(request, reply) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const { version, ...payment } = collectBody.parse(request.body ?? {});
      const answer = await db.transaction().execute(async (trx) => {
        const booking = await hisBooking(trx, staff, id);
        // Someone else changed the booking or took its money since his phone read it: he is told, nothing is taken.
        if (version !== Number(booking.version) || payment.amount > Number(booking.balance)) throw conflict();
        await recordPayment(trx, staff, id, { ...payment, kind: 'payment' });
        const after = await findRow(trx, reservations, id);
        return slim(after ?? booking);
      });
      return reply.code(201).send(answer);
    },
  );
}
