import { z } from 'zod';
import { capacityLimit, quoteTour } from '../../../domain/tourPricing';
import { toursResource, withMediaPrefix } from '../../../domain/tours';
import { recordAudit } from '../../db/audit';
import { findRow } from '../../db/queries';
import type { Executor } from '../../db/repository';
import { ApiError, coded, notFound } from '../../http/errors';
import { cents } from '../../../domain/payments';
import { parseId, staffOf } from '../../crud/crudRoutes';
import { defineHooks } from '../../crud/resource';
import { codecOf } from '../../db/repository';
import { spanish } from '../../http/words';

const tours = codecOf(toursResource);

/** TOUR-22 for every caller, not only the form. */
const withImagePrefix = <Tour extends { background_image?: string }>(data: Tour): Tour =>
  data.background_image === undefined ? data : { ...data, background_image: withMediaPrefix(data.background_image) };

/** The tour's bookings and the money paid for them (less refunds): what a force delete would remove. */
async function bookingsOf(trx: Executor, tourId: number): Promise<{ reservations: number; paid: number }> {
  const row = await trx
    .selectFrom('reservations')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('paid').as('paid')])
    .where('tour_id', '=', tourId)
    .executeTakeFirst();
  return { reservations: Number(row?.n ?? 0), paid: cents(Number(row?.paid ?? 0)) };
}

const quoteQuery = z.object({
  people: z.coerce.number().int('people must be a whole number').min(1, 'people must be at least 1'),
});

const quoteAnswer = z.object({
  tour_id: z.number().int(),
  people: z.number().int(),
  base: z.number(),
  extraPeople: z.number().int(),
  extra: z.number(),
  total: z.number(),
});

export default defineHooks(toursResource, ({ db }) => ({
  beforeCreate: (data) => withImagePrefix(data),
  beforeUpdate: (data) => withImagePrefix(data),
  /** TOUR-32: a tour with bookings is not deleted by accident; the message names them, so force delete is offered. */
  async beforeDelete(existing, { trx }) {
    const removes = await bookingsOf(trx, existing.id);
    if (removes.reservations > 0)
      throw coded(409, 'has_reservations', spanish('ep.tours.hasReservations', { smart_count: removes.reservations }), {
        details: removes,
      });
  },
  routes(app) {
    /** TOUR-35: the tour and its bookings go together, in one transaction, audited. */
    app.post(
      '/api/force-delete-tour/:id',
      {
        config: {
          access: { resource: 'tours', action: 'delete' },
          docs: {
            summary: 'Delete a tour with its bookings and their payments',
            body: z.object({}).describe('Nothing: the tour is in the path'),
            answer: z.object({ id: z.number().int(), deleted_reservations: z.number().int() }),
          },
        },
      },
      async function forceDeleteTour(request) {
        const staff = staffOf(request);
        const id = parseId((request.params as { id: string }).id);
        return db.transaction().execute(async (trx) => {
          const tour = await findRow(trx, tours, id);
          if (!tour) throw notFound();
          const removed = await trx.deleteFrom('reservations').where('tour_id', '=', id).returning('id').execute();
          if (removed.length)
            await trx
              .deleteFrom('payments')
              .where(
                'reservation_id',
                'in',
                removed.map((row) => row.id),
              )
              .execute();
          await trx.deleteFrom('tours').where('id', '=', id).execute();
          await recordAudit(trx, {
            staff,
            resource: 'tours',
            recordId: id,
            action: 'force-delete',
            before: { ...tour, reservation_ids: removed.map((row) => row.id) },
            after: null,
          });
          return { id, deleted_reservations: removed.length };
        });
      },
    );

    /** What a force delete would remove (its bookings and the money paid for them), for the dialog that asks first. */
    app.get(
      '/api/tours/:id/deletion',
      {
        config: {
          access: { resource: 'tours', action: 'delete' },
          docs: {
            summary: 'Bookings and paid money a force delete removes',
            answer: z.object({ reservations: z.number().int(), paid: z.number() }),
          },
        },
      },
      async function tourDeletion(request) {
        const id = parseId((request.params as { id: string }).id);
        if (!(await findRow(db, tours, id))) throw notFound();
        return bookingsOf(db, id);
      },
    );

    /** TOUR-14: the price for a group, from the same function as the admin's quote table; public like the tours. */
    app.get(
      '/api/tours/:id/quote',
      {
        config: {
          access: 'public',
          docs: { summary: 'Price for a group', querystring: quoteQuery, answer: quoteAnswer },
        },
      },
      async function tourQuote(request) {
        const tour = await findRow(db, tours, parseId((request.params as { id: string }).id));
        if (!tour || (!request.staff && !tour.active)) throw notFound();
        // Parsed by Fastify with the documented schema (http/routeValidation.ts).
        const { people } = request.query as z.infer<typeof quoteQuery>;
        const limit = capacityLimit(String(tour.capacidad));
        if (limit !== null && people > limit)
          throw new ApiError(400, 'over_capacity', `This tour takes at most ${limit} people`, {
            people: `At most ${limit}`,
          });
        return {
          tour_id: tour.id,
          ...quoteTour(
            { precio: Number(tour.precio), extra_price_per_person: Number(tour.extra_price_per_person) },
            people,
          ),
        };
      },
    );
  },
}));
