import type { FastifyInstance } from 'fastify';
import { answerTyped } from '../../http/apiReference';
import { sql, type Kysely } from 'kysely';
import { today as serverToday } from '../../../domain/common';
import { fromCents } from '../../../domain/money';
import {
  periodsOf,
  rate,
  reportsQuery,
  type ActivityRow,
  type ReportGroup,
  type Reports,
  type RevenueRow,
} from '../../../domain/reports';
import type { Database } from '../../db/schema';
import { centsOf, sumCents } from '../../db/cents';

interface KindSum {
  key: string | number | null;
  kind: string;
  cents: number | string;
}

/** Rows of (key, kind, cents) as one row per key: received, refunded and net, added in cents. */
function revenueRows(rows: KindSum[], keys?: string[]): RevenueRow[] {
  const sums = new Map<string, { in: number; out: number }>((keys ?? []).map((key) => [key, { in: 0, out: 0 }]));
  for (const row of rows) {
    const key = String(row.key ?? '');
    const sum = sums.get(key) ?? sums.set(key, { in: 0, out: 0 }).get(key)!;
    if (row.kind === 'refund') sum.out += Number(row.cents);
    else sum.in += Number(row.cents);
  }
  return [...sums].map(([key, sum]) => ({
    key,
    received: fromCents(sum.in),
    refunded: fromCents(sum.out),
    net: fromCents(sum.in - sum.out),
  }));
}

const keyLength = (group: ReportGroup) => (group === 'month' ? 7 : 10);
const byNet = (a: RevenueRow, b: RevenueRow) => b.net - a.net || a.key.localeCompare(b.key);

/**
 * Issue 41's reports, each grouped by the database: money received by the day it came in (by period, tour and
 * channel, in cents), the bookings of the range by the trip's date (people, no-shows, cancellations), and what is
 * still owed now, split at today into trips done (overdue) and ahead.
 */
export async function loadReports(db: Kysely<Database>, params: unknown): Promise<Reports> {
  const { from, to, group, today = serverToday() } = reportsQuery.parse(params);
  const payments = db.selectFrom('payments').where('payments.date', '>=', from).where('payments.date', '<=', to);
  const withBooking = payments.innerJoin('reservations', 'reservations.id', 'payments.reservation_id');
  const period = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, ${sql.lit(keyLength(group))})`;
  const keys = periodsOf(from, to, group);
  const [byPeriod, byTour, byChannel, byPartner, activity, owed] = await Promise.all([
    payments
      .select([period('payments.date').as('key'), 'payments.kind', sumCents('payments.amount').as('cents')])
      .groupBy([sql`1`, 'payments.kind'])
      .execute(),
    withBooking
      .leftJoin('tours', 'tours.id', 'reservations.tour_id')
      .select([
        'reservations.tour_id as key',
        sql<string>`max(tours.nombre)`.as('name'),
        'payments.kind',
        sumCents('payments.amount').as('cents'),
      ])
      .groupBy(['reservations.tour_id', 'payments.kind'])
      .execute(),
    withBooking
      .select(['reservations.source as key', 'payments.kind', sumCents('payments.amount').as('cents')])
      .groupBy(['reservations.source', 'payments.kind'])
      .execute(),
    withBooking
      .leftJoin('partners', 'partners.id', 'reservations.partner_id')
      .select([
        'reservations.partner_id as key',
        sql<string>`max(partners.name)`.as('name'),
        'payments.kind',
        sumCents('payments.amount').as('cents'),
      ])
      .groupBy(['reservations.partner_id', 'payments.kind'])
      .execute(),
    db
      .selectFrom('reservations')
      .where('fecha', '>=', from)
      .where('fecha', '<=', to)
      .select([
        period('fecha').as('period'),
        (eb) => eb.fn.countAll().as('bookings'),
        sql<number>`coalesce(sum(case when estado <> 'cancelada' then personas else 0 end), 0)`.as('people'),
        sql<number>`sum(case when estado = 'cancelada' then 1 else 0 end)`.as('cancelled'),
        sql<number>`sum(case when estado <> 'cancelada' and checkin = 'no_show' then 1 else 0 end)`.as('no_shows'),
      ])
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('reservations')
      .where('estado', '<>', 'cancelada')
      .where('balance', '>', 0)
      .select([
        sql<number>`coalesce(sum(case when fecha < ${today} then ${centsOf('balance')} else 0 end), 0)`.as('overdue'),
        sql<number>`sum(case when fecha < ${today} then 1 else 0 end)`.as('overdue_bookings'),
        sql<number>`coalesce(sum(case when fecha >= ${today} then ${centsOf('balance')} else 0 end), 0)`.as('upcoming'),
        sql<number>`sum(case when fecha >= ${today} then 1 else 0 end)`.as('upcoming_bookings'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const names = new Map(byTour.map((row) => [String(row.key), row.name ?? '']));
  const partnerNames = new Map(byPartner.map((row) => [String(row.key ?? ''), row.name ?? '']));
  const activityBy = new Map(activity.map((row) => [String(row.period), row]));
  return {
    from,
    to,
    group,
    revenue_by_period: revenueRows(byPeriod, keys),
    revenue_by_tour: revenueRows(byTour)
      .map((row) => ({ ...row, name: names.get(row.key) ?? '' }))
      .sort(byNet),
    revenue_by_channel: revenueRows(byChannel).sort(byNet),
    revenue_by_partner: revenueRows(byPartner)
      .map((row) => ({ ...row, name: partnerNames.get(row.key) ?? '' }))
      .sort(byNet),
    activity: keys.map((key): ActivityRow => {
      const row = activityBy.get(key);
      const bookings = Number(row?.bookings ?? 0);
      const cancelled = Number(row?.cancelled ?? 0);
      const noShows = Number(row?.no_shows ?? 0);
      return {
        period: key,
        bookings,
        people: Number(row?.people ?? 0),
        cancelled,
        no_shows: noShows,
        no_show_rate: rate(noShows, bookings - cancelled),
      };
    }),
    owed: {
      overdue: fromCents(Number(owed.overdue ?? 0)),
      overdue_bookings: Number(owed.overdue_bookings ?? 0),
      upcoming: fromCents(Number(owed.upcoming ?? 0)),
      upcoming_bookings: Number(owed.upcoming_bookings ?? 0),
    },
  };
}

export function reportsRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.get(
    '/api/reports',
    {
      config: {
        access: { resource: 'informes' },
        docs: {
          summary:
            'Money received by period, tour and channel; bookings, people, no-shows, cancellations; what is owed',
          querystring: reportsQuery,
          validate: false,
          answer: answerTyped('Reports', 'src/server/routes/money/reports.ts'),
        },
      },
    },
    async function reports(request) {
      return loadReports(db, request.query);
    },
  );
}
