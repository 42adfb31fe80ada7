import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { isoDate, today } from '../../domain/common';
import { PERIODS, periodBuckets } from '../../domain/bookingPeriods';
import { BOOKING_SOURCES, BOOKING_STATES } from '../../domain/bookings';
import { cents } from '../../domain/payments';
import { fromCents } from '../../domain/money';
import { centsOf } from '../db/cents';
import type { Database } from '../db/schema';

export const statsQuery = z.strictObject({
  period: z.enum(PERIODS).default('mensual'),
  // The owner's own today (the browser's date), so a bucket ends where the owner's day does.
  today: isoDate.optional(),
  // The list's own filters, so the cards count what the table shows.
  estado: z.enum(BOOKING_STATES).optional(),
  tour_id: z.coerce.number().int().min(1).optional(),
  source: z.enum(BOOKING_SOURCES).optional(),
  has_balance: z.enum(['true', 'false']).optional(),
});

/**
 * RES-03, DECISIONS RES-04 (again) and RES-05: per bucket of the chosen period, the bookings and their passengers
 * (by the trip's date), the balance still due on those not cancelled ('Por cobrar'), and the money received less
 * refunds by the day it came in ('Cobrado', the cash-up's figure: a payment today for a March trip counts today),
 * from two grouped queries on either database; the buckets come from the domain function the screen labels with.
 */
export async function bookingStats(db: Kysely<Database>, params: unknown) {
  const { period, today: day = today(), estado, tour_id, source, has_balance } = statsQuery.parse(params);
  const buckets = periodBuckets(period, day);
  const bucketOf = (column: string) =>
    sql<number>`case ${sql.join(
      buckets.map(
        ({ start, end }, index) => sql`when ${sql.ref(column)} between ${start} and ${end} then ${sql.lit(index)}`,
      ),
      sql` `,
    )} end`;
  const bucket = bucketOf('fecha');
  const due = sql<number>`sum(case when estado <> 'cancelada' and balance > 0 then balance else 0 end)`;
  let query = db
    .selectFrom('reservations')
    .select([
      bucket.as('bucket'),
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.sum('personas').as('people'),
      due.as('due'),
    ])
    .where('fecha', '>=', buckets[0].start)
    .where('fecha', '<=', buckets[buckets.length - 1].end);
  if (estado) query = query.where('estado', '=', estado);
  if (tour_id) query = query.where('tour_id', '=', tour_id);
  if (source) query = query.where('source', '=', source);
  if (has_balance) query = query.where('has_balance', '=', has_balance === 'true' ? 1 : 0);
  // Received money: the payments of the period's days, of the bookings the list's filters keep, signed in cents.
  let received = db
    .selectFrom('payments')
    .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
    .select([
      bucketOf('payments.date').as('bucket'),
      sql<number>`coalesce(sum(case when payments.kind = 'refund' then -${centsOf('payments.amount')} else \
${centsOf('payments.amount')} end), 0)`.as('cents'),
    ])
    .where('payments.date', '>=', buckets[0].start)
    .where('payments.date', '<=', buckets[buckets.length - 1].end);
  if (estado) received = received.where('reservations.estado', '=', estado);
  if (tour_id) received = received.where('reservations.tour_id', '=', tour_id);
  if (source) received = received.where('reservations.source', '=', source);
  if (has_balance) received = received.where('reservations.has_balance', '=', has_balance === 'true' ? 1 : 0);
  const [rows, money] = await Promise.all([query.groupBy(sql`1`).execute(), received.groupBy(sql`1`).execute()]);
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  const receivedBy = new Map(money.map((row) => [Number(row.bucket), Number(row.cents)]));
  const counted = buckets.map((entry, index) => {
    const row = byBucket.get(index);
    return {
      ...entry,
      count: Number(row?.count ?? 0),
      people: Number(row?.people ?? 0),
      paid: fromCents(receivedBy.get(index) ?? 0),
      due: cents(Number(row?.due ?? 0)),
    };
  });
  const total = (key: 'count' | 'paid' | 'due') => counted.reduce((sum, entry) => sum + entry[key], 0);
  return { period, buckets: counted, total: total('count'), paid: cents(total('paid')), due: cents(total('due')) };
}
