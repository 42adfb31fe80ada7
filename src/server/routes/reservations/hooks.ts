import { sql } from 'kysely';
import { z } from 'zod';
import { isoDate, today } from '../../../domain/common';
import { PERIODS, periodBuckets } from '../../../domain/reservationPeriods';
import { RESERVATION_STATES, bookingSchema, reservationsResource } from '../../../domain/reservations';
import { capacityLimit } from '../../../domain/tourPricing';
import { toursResource } from '../../../domain/tours';
import { findRow, insertRow } from '../../db/queries';
import { ApiError, badRequest } from '../../http/errors';
import { publicWrite } from '../../http/publicWrite';
import { notificationDay, notifyStaff } from '../../notify';
import { defineHooks } from '../../crud/resource';
import { codecOf } from '../../db/repository';
import { spanish } from '../../http/words';

const tours = codecOf(toursResource);
const reservations = codecOf(reservationsResource);

const statsQuery = z.object({
  period: z.enum(PERIODS).default('mensual'),
  // The owner's own today (the browser's date), so a bucket ends where the owner's day does.
  today: isoDate.optional(),
  estado: z.enum(RESERVATION_STATES).optional(),
});

export default defineHooks(({ db }) => ({
  routes(app) {
    /**
     * A visitor's booking (DECISIONS.md Notifications): checked against the tour and its capacity, stored as
     * nueva, and announced on the staff's bell in the same transaction.
     */
    app.post('/api/reservations', { config: { ...publicWrite(), docs: { summary: 'A visitor books a tour', body: bookingSchema } } }, async function bookTour(request, reply) {
      const booking = bookingSchema.parse(request.body ?? {});
      const created = await db.transaction().execute(async (trx) => {
        const tour = await findRow(trx, tours, booking.tour_id);
        if (!tour || !tour.active) throw badRequest('ep.reservations.tourMissing', { tour_id: 'ep.reservations.tourMissing' });
        const limit = capacityLimit(String(tour.capacidad));
        if (limit !== null && booking.personas > limit) {
          const message = spanish('ep.reservations.overCapacity', { limit });
          throw new ApiError(400, 'over_capacity', message, { personas: message });
        }
        const record = await insertRow(trx, reservations, reservationsResource.schema.parse({ ...booking, estado: 'nueva' }));
        await notifyStaff(trx, 'reserva', `Nueva reserva: ${String(tour.nombre)} para ${booking.personas} personas (${notificationDay(booking.fecha)}) — ${booking.nombre}`);
        return record;
      });
      return reply.code(201).send(created);
    });

    /**
     * RES-03, DECISIONS RES-05: the count and passengers of each bucket of the chosen period, from one grouped
     * query on either database; the window's buckets come from the same domain function the screen labels with.
     */
    app.get('/api/reservations/stats', { config: { access: { resource: 'reservas', action: 'list' }, docs: { summary: 'Counts per period', querystring: statsQuery } } }, async function reservationStats(request) {
      const { period, today: day = today(), estado } = statsQuery.parse(request.query);
      const buckets = periodBuckets(period, day);
      const bucket = sql<number>`case ${sql.join(
        buckets.map(({ start, end }, index) => sql`when fecha between ${start} and ${end} then ${sql.lit(index)}`),
        sql` `,
      )} end`;
      let query = db
        .selectFrom('reservations')
        .select([bucket.as('bucket'), (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.sum('personas').as('people')])
        .where('fecha', '>=', buckets[0].start)
        .where('fecha', '<=', buckets[buckets.length - 1].end);
      if (estado) query = query.where('estado', '=', estado);
      const rows = await query.groupBy(sql`1`).execute();
      const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
      const counted = buckets.map((entry, index) => ({
        ...entry,
        count: Number(byBucket.get(index)?.count ?? 0),
        people: Number(byBucket.get(index)?.people ?? 0),
      }));
      return { period, buckets: counted, total: counted.reduce((sum, entry) => sum + entry.count, 0) };
    });
  },
}));
