import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bookingSchema } from '../../domain/reservations';
import { spanish } from '../http/words';
import { capacityLimit } from '../../domain/tourPricing';
import { canAccess } from '../../domain/access';
import type { Database } from '../db/schema';
import type { Json } from '../db/repository';
import { badRequest } from '../http/errors';
import { publicWrite } from '../http/publicWrite';
import { notifyStaff } from '../notify';
import { notificationDay } from '../../domain/notifications';
import { parseId, staffOf } from '../crud/crudRoutes';
import { createStaffBooking, createVisitorBooking, updateStaffBooking } from './writes';
import { deletePayment, paymentsOf, recordPayment } from './payments';
import { reservationStats } from './stats';
import { cancelBooking, cancellationOf } from './cancel';
import { rateOf, rememberRate } from './exchangeRates';
import { exchangeRateInput } from '../../domain/pesos';
import { isoDate } from '../../domain/common';

/** Whether the caller takes bookings as staff (the owner); anyone else books as a visitor (and is rate limited as one). */
const takesBookings = (request: FastifyRequest) =>
  canAccess(request.staff?.role, { resource: 'reservas', action: 'create' });

/** A visitor's party larger than the tour's group size ('1-12 people') is refused before anything is stored. */
const groupLimit = (tour: Json, people: number) => {
  const limit = capacityLimit(String(tour.capacidad));
  if (limit === null || people <= limit) return;
  const message = spanish('ep.reservations.overCapacity', { limit });
  throw badRequest(message, { personas: message });
};

/** The booking as the detail shows it: its row with its payments. */
export async function withPayments(db: Kysely<Database>, record: Json): Promise<Json> {
  return { ...record, payments: await paymentsOf(db, Number(record.id)) };
}

/**
 * Bookings beyond the derived list and show (issue 21): visitors' and staff's creates on one path, staff edits
 * with prices and places checked in the write's transaction, payments and the stats of the list's cards.
 */
export function registerBookingRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.post('/api/reservations', { config: publicWrite() }, async function bookTour(request, reply) {
    const staff = takesBookings(request) ? request.staff : undefined;
    const created = staff
      ? await db.transaction().execute(async (trx) => createStaffBooking(trx, staff, request.body))
      : await db.transaction().execute(async (trx) => {
          const { record, tour } = await createVisitorBooking(trx, bookingSchema.parse(request.body ?? {}), groupLimit);
          // DECISIONS.md Notifications: announced on the staff's bell in the booking's own transaction.
          await notifyStaff(
            trx,
            'reserva',
            `Nueva reserva: ${String(tour.nombre)} para ${String(record.personas)} personas (${notificationDay(String(record.fecha))}) — ${String(record.nombre)}`,
          );
          return record;
        });
    return reply.code(201).send(created);
  });

  app.put(
    '/api/reservations/:id',
    { config: { access: { resource: 'reservas' } } },
    async function editBooking(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const updated = await db.transaction().execute(async (trx) => updateStaffBooking(trx, staff, id, request.body));
      return withPayments(db, updated);
    },
  );

  app.get(
    '/api/reservations/:id/cancellation',
    { config: { access: { resource: 'reservas', action: 'edit' } } },
    async function cancellationPreview(request) {
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute(async (trx) => cancellationOf(trx, id));
    },
  );

  app.post(
    '/api/reservations/:id/cancel',
    { config: { access: { resource: 'reservas', action: 'edit' } } },
    async function cancelByPolicy(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const done = await db.transaction().execute(async (trx) => cancelBooking(trx, staff, id, request.body));
      return { ...done, booking: await withPayments(db, done.booking) };
    },
  );

  app.get(
    '/api/reservations/stats',
    { config: { access: { resource: 'reservas', action: 'list' } } },
    async function bookingStats(request) {
      return reservationStats(db, request.query);
    },
  );
}

/** A booking's payments: recorded under the booking, deleted one by one (owner only, as the declaration says). */
export function registerPaymentRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.post(
    '/api/reservations/:id/payments',
    { config: { access: { resource: 'payments', action: 'create' } } },
    async function recordBookingPayment(request, reply) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const payment = await db.transaction().execute(async (trx) => recordPayment(trx, staff, id, request.body));
      return reply.code(201).send(payment);
    },
  );

  // Issue 41: the day's DOP rate, read by the payment dialog and kept with each payment in pesos.
  const dayParam = (request: { params: unknown }) => isoDate.parse((request.params as { date: string }).date);
  app.get(
    '/api/exchange-rates/:date',
    { config: { access: { resource: 'payments', action: 'create' } } },
    async function dayRate(request) {
      const date = dayParam(request);
      return { date, rate: await rateOf(db, date) };
    },
  );
  app.put(
    '/api/exchange-rates/:date',
    { config: { access: { resource: 'payments', action: 'create' } } },
    async function setDayRate(request) {
      const date = dayParam(request);
      const { rate } = exchangeRateInput.parse(request.body ?? {});
      await db.transaction().execute(async (trx) => rememberRate(trx, staffOf(request), date, rate));
      return { date, rate };
    },
  );

  app.delete(
    '/api/payments/:id',
    { config: { access: { resource: 'payments' } } },
    async function deleteBookingPayment(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute(async (trx) => deletePayment(trx, staff, id));
    },
  );
}
