import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { isoDate, today } from '../../domain/common';
import { PERIODS, periodBuckets } from '../../domain/reservationPeriods';
import { BOOKING_SOURCES, RESERVATION_STATES } from '../../domain/reservations';
import { cents } from '../../domain/payments';
import type { Database } from '../db/schema';

export const statsQuery = z.strictObject({
  period: z.enum(PERIODS).default('mensual'),
  // The owner's own today (the browser's date), so a bucket ends where the owner's day does.
  today: isoDate.optional(),
  // The list's own filters, so the cards count what the table shows.
  estado: z.enum(RESERVATION_STATES).optional(),
  tour_id: z.coerce.number().int().min(1).optional(),
  source: z.enum(BOOKING_SOURCES).optional(),
  has_balance: z.enum(['true', 'false']).optional(),
});

/**
 * RES-03, DECISIONS RES-04 and RES-05: per bucket of the chosen period, the bookings, their passengers, the money
 * paid for them less refunds ('Ganancia') and the balance still due on those not cancelled ('Por cobrar'), from
 * one grouped query on either database; the buckets come from the domain function the screen labels with.
 */
export async function reservationStats(db: Kysely<Database>, params: unknown) {
  const { period, today: day = today(), estado, tour_id, source, has_balance } = statsQuery.parse(params);
  const buckets = periodBuckets(period, day);
  const bucket = sql<number>`case ${sql.join(
    buckets.map(({ start, end }, index) => sql`when fecha between ${start} and ${end} then ${sql.lit(index)}`),
    sql` `,
  )} end`;
  const due = sql<number>`sum(case when estado <> 'cancelada' and balance > 0 then balance else 0 end)`;
  let query = db
    .selectFrom('reservations')
    .select([
      bucket.as('bucket'),
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.sum('personas').as('people'),
      (eb) => eb.fn.sum('paid').as('paid'),
      due.as('due'),
    ])
    .where('fecha', '>=', buckets[0].start)
    .where('fecha', '<=', buckets[buckets.length - 1].end);
  if (estado) query = query.where('estado', '=', estado);
  if (tour_id) query = query.where('tour_id', '=', tour_id);
  if (source) query = query.where('source', '=', source);
  if (has_balance) query = query.where('has_balance', '=', has_balance === 'true' ? 1 : 0);
  const rows = await query.groupBy(sql`1`).execute();
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  const counted = buckets.map((entry, index) => {
    const row = byBucket.get(index);
    return {
      ...entry,
      count: Number(row?.count ?? 0),
      people: Number(row?.people ?? 0),
      paid: cents(Number(row?.paid ?? 0)),
      due: cents(Number(row?.due ?? 0)),
    };
  });
  const total = (key: 'count' | 'paid' | 'due') => counted.reduce((sum, entry) => sum + entry[key], 0);
  return { period, buckets: counted, total: total('count'), paid: cents(total('paid')), due: cents(total('due')) };
}
