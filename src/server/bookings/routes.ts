import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { bookingRequestSchema, bookingsResource, staffBookingSchema } from '../../domain/bookings';
import { paymentInputSchema, paymentsResource } from '../../domain/payments';
import { spanish } from '../http/words';
import { capacityLimit } from '../../domain/tourPricing';
import { canAccess } from '../../domain/access';
import type { Database } from '../db/schema';
import type { Json } from '../db/repository';
import { badRequest, forbidden } from '../http/errors';
import { publicWrite } from '../http/publicWrite';
import { holdForAddress } from '../http/visitorHolds';
import { notifyStaff } from '../notify';
import { notificationDay } from '../../domain/notifications';
import { parseId, recordAnswerOf, staffOf } from '../crud/crudRoutes';
import { createStaffBooking, createVisitorBooking, reservations, updateStaffBooking } from './writes';
import { findRow } from '../db/queries';
import { bookingCutoff, bookingReference } from '../../domain/guestJourney';
import { guestLanguage, guestWords } from '../guestMail/compose';
import { enqueueGuestMessage, siteOrigin } from '../guestMail/outbox';
import { changeMessageOf } from '../guestMail/changes';
import { deletePayment, paymentsOf, recordPayment } from './payments';
import { bookingStats, statsQuery } from './stats';
import { cancelBooking, cancellationOf, cancelSchema } from './cancel';
import { answerTyped } from '../http/apiReference';
import { refuseAllAboardRisk } from './allAboard';
import { referralOf } from '../http/referral';

const dayRateAnswer = z.object({ date: z.string(), rate: z.number().nullable() });
import { rateOf, rememberRate } from './exchangeRates';
import { exchangeRateInput } from '../../domain/pesos';
import { isoDate } from '../../domain/common';

// Built on first use: the reference asks for them, a request never does.
const booking = z.lazy(() => recordAnswerOf(bookingsResource));
const payment = z.lazy(() => recordAnswerOf(paymentsResource));
const money = z.number();

// The handlers parse in the write's transaction, with the schema the caller's role picks: Fastify does not validate.
const bookConfig = {
  ...publicWrite(),
  docs: {
    summary: 'Book a tour: a visitor from the site, or the owner for a guest',
    body: z.union([bookingRequestSchema, staffBookingSchema]),
    validate: false,
    status: 201,
    answer: booking,
  },
} as const;
const editDocs = {
  summary: 'Edit a booking (priced and its places checked again)',
  body: z.lazy(() => staffBookingSchema.partial()),
  validate: false,
  answer: z.lazy(() => recordAnswerOf(bookingsResource).extend({ payments: z.array(payment) })),
} as const;
const statsDocs = {
  summary: "The booking list's cards: bookings, people and money per period",
  querystring: statsQuery,
  validate: false,
  answer: z.object({
    period: z.string(),
    buckets: z.array(z.looseObject({ count: z.number().int(), people: z.number().int(), paid: money, due: money })),
    total: z.number().int(),
    paid: money,
    due: money,
  }),
} as const;
const payDocs = {
  summary: 'Record a payment or a refund on a booking',
  body: paymentInputSchema,
  validate: false,
  status: 201,
  answer: payment,
} as const;
const unpayDocs = { summary: 'Delete a payment (owner only)', answer: payment } as const;

/**
 * Whether the caller takes bookings as staff (the owner); anyone else books as a visitor (and is rate limited as one).
 */
const takesBookings = (request: FastifyRequest) =>
  canAccess(request.staff?.role, { resource: 'reservas', action: 'create' }, request.grants);

/** A visitor's party larger than the tour's group size ('1-12 people') is refused before anything is stored. */
const groupLimit = (tour: Json, people: number) => {
  const limit = capacityLimit(String(tour.capacidad));
  if (limit === null || people <= limit) return;
  const message = spanish('ep.reservations.overCapacity', { limit });
  throw badRequest(message, { personas: message });
};

/** A visitor books a tour for today or tomorrow only before its cut-off hours; the reason in the visitor's language. */
const refuseAfterCutoff = (tour: Json, fecha: string, language: string) => {
  const cutoff = bookingCutoff(
    { same_day_cutoff: String(tour.same_day_cutoff ?? ''), next_day_cutoff: String(tour.next_day_cutoff ?? '') },
    fecha,
  );
  if (!cutoff) return;
  const message = guestWords(guestLanguage(language))(`cutoff.${cutoff.reason}`, { hour: cutoff.hour });
  throw badRequest(message, { fecha: message });
};

/** The booking as the detail shows it: its row with its payments. */
export async function withPayments(db: Kysely<Database>, record: { readonly id?: unknown }): Promise<Json> {
  return { ...record, payments: await paymentsOf(db, Number(record.id)) };
}

/**
 * Bookings beyond the derived list and show (issue 21): visitors' and staff's creates on one path, staff edits
 * with prices and places checked in the write's transaction, payments and the stats of the list's cards.
 */
export function registerBookingRoutes(app: FastifyInstance, db: Kysely<Database>) {
  // Messages to guests go in the booking's own transaction, only when there is a mail server to send them.
  const emails = Boolean(app.deps.mailer);
  const originOf = () => siteOrigin(db, app.deps.publicUrl);
  app.post('/api/reservations', { config: bookConfig }, async function bookTour(request, reply) {
    const staff = takesBookings(request) ? request.staff : undefined;
    const origin = await originOf();
    const send = (request.body as { send_email?: unknown } | undefined)?.send_email !== false;
    const created = staff
      ? await db.transaction().execute(async (trx) => {
          const record = await createStaffBooking(trx, staff, request.body);
          if (emails && send) await enqueueGuestMessage(trx, 'confirmation', record, { origin });
          return record;
        })
      : await db.transaction().execute(async (trx) => {
          const booking = bookingRequestSchema.parse(request.body ?? {});
          const { record, tour } = await createVisitorBooking(trx, booking, groupLimit, referralOf(request));
          await holdForAddress(trx, request.ip, record);
          refuseAfterCutoff(tour, booking.fecha, booking.language);
          await refuseAllAboardRisk(trx, record, tour, booking.language);
          // docs/DECISIONS.md Notifications: announced on the staff's bell in the booking's own transaction.
          await notifyStaff(
            trx,
            'reserva',
            `Nueva reserva: ${String(tour.nombre)} para ${String(record.personas)} personas (` +
              `${notificationDay(String(record.fecha))}) — ${String(record.nombre)} · ` +
              `${bookingReference(Number(record.id))}`,
            Number(record.id),
          );
          if (emails) await enqueueGuestMessage(trx, 'confirmation', record, { origin });
          return record;
        });
    return reply.code(201).send(created);
  });

  app.put(
    '/api/reservations/:id',
    { config: { access: { resource: 'reservas' }, docs: editDocs } },
    async function editBooking(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const origin = await originOf();
      const updated = await db.transaction().execute(async (trx) => {
        const before = await findRow(trx, reservations, id);
        const after = await updateStaffBooking(trx, staff, id, request.body);
        const kind = before && changeMessageOf(before, after);
        if (emails && kind) await enqueueGuestMessage(trx, kind, after, { origin });
        return after;
      });
      return withPayments(db, updated);
    },
  );

  app.get(
    '/api/reservations/:id/cancellation',
    {
      config: {
        access: { resource: 'reservas', action: 'edit' },
        docs: {
          summary: 'What cancelling a booking now would refund by its tour’s policy',
          answer: answerTyped('Cancellation', 'src/server/bookings/cancel.ts'),
        },
      },
    },
    async function cancellationPreview(request) {
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute(async (trx) => cancellationOf(trx, id));
    },
  );

  app.post(
    '/api/reservations/:id/cancel',
    {
      config: {
        access: { resource: 'reservas', action: 'edit' },
        docs: {
          summary: 'Cancel a booking by its tour’s policy, its refund recorded in the same step',
          body: cancelSchema,
          validate: false,
          answer: answerTyped('Cancellation with the booking', 'src/server/bookings/cancel.ts'),
        },
      },
    },
    async function cancelByPolicy(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      const origin = await originOf();
      const done = await db.transaction().execute(async (trx) => {
        const cancelled = await cancelBooking(trx, staff, id, request.body);
        // The guest is told of a cancellation by policy as of one made on the form (PUT above).
        if (emails) await enqueueGuestMessage(trx, 'cancellation', cancelled.booking, { origin });
        return cancelled;
      });
      return { ...done, booking: await withPayments(db, done.booking) };
    },
  );

  app.get(
    '/api/reservations/stats',
    { config: { access: { resource: 'reservas', action: 'list' }, docs: statsDocs } },
    async function countBookings(request) {
      return bookingStats(db, request.query);
    },
  );
}

/** A booking's payments: recorded under the booking, deleted one by one (owner only, as the declaration says). */
export function registerPaymentRoutes(app: FastifyInstance, db: Kysely<Database>) {
  app.post(
    '/api/reservations/:id/payments',
    { config: { access: { resource: 'payments.record', action: 'create' }, docs: payDocs } },
    async function recordBookingPayment(request, reply) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      // A refund is the money screens' (the owner's, or the secretary's when granted them).
      const kind = (request.body as { kind?: unknown } | null)?.kind;
      if (kind === 'refund' && !canAccess(staff.role, { resource: 'refunds', action: 'create' }, request.grants))
        throw forbidden('ep.team.refundsOwner');
      const origin = await siteOrigin(db, app.deps.publicUrl);
      const payment = await db.transaction().execute(async (trx) => {
        const recorded = await recordPayment(trx, staff, id, request.body);
        const booking = await findRow(trx, reservations, id);
        if (app.deps.mailer && booking) await enqueueGuestMessage(trx, 'payment', booking, { origin });
        return recorded;
      });
      return reply.code(201).send(payment);
    },
  );

  // Issue 41: the day's DOP rate, read by the payment dialog and kept with each payment in pesos.
  const dayParam = (request: { params: unknown }) => isoDate.parse((request.params as { date: string }).date);
  app.get(
    '/api/exchange-rates/:date',
    {
      config: {
        access: { resource: 'payments.record', action: 'create' },
        docs: { summary: 'The day’s DOP rate (null until one is set)', answer: dayRateAnswer },
      },
    },
    async function dayRate(request) {
      const date = dayParam(request);
      return { date, rate: await rateOf(db, date) };
    },
  );
  app.put(
    '/api/exchange-rates/:date',
    {
      config: {
        access: { resource: 'payments.record', action: 'create' },
        docs: { summary: 'Set the day’s DOP rate', body: exchangeRateInput, validate: false, answer: dayRateAnswer },
      },
    },
    async function setDayRate(request) {
      const date = dayParam(request);
      const { rate } = exchangeRateInput.parse(request.body ?? {});
      await db.transaction().execute(async (trx) => rememberRate(trx, staffOf(request), date, rate));
      return { date, rate };
    },
  );

  app.delete(
    '/api/payments/:id',
    { config: { access: { resource: 'payments' }, docs: unpayDocs } },
    async function deleteBookingPayment(request) {
      const staff = staffOf(request);
      const id = parseId((request.params as { id: string }).id);
      return db.transaction().execute(async (trx) => deletePayment(trx, staff, id));
    },
  );
}
