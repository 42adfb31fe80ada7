import { z } from 'zod';
import { isoDate } from './common';
import { lazy } from './lazy';

/** How a report's figures are grouped in time: one row per month, or per day. */
export const REPORT_GROUPS = ['month', 'day'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The most days a report covers: three years by month, three months by day (a chart of more is unreadable). */
export const REPORT_MAX_DAYS: Record<ReportGroup, number> = { month: 3 * 366, day: 93 };

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/**
 * `GET /api/reports?from=&to=&group=`; `today` is the owner's day, which splits what is owed into overdue and upcoming.
 */
export const reportsQuery = lazy(() =>
  z
    .strictObject({
      from: isoDate,
      to: isoDate,
      group: z.enum(REPORT_GROUPS).default('month'),
      today: isoDate.optional(),
    })
    .refine(({ from, to }) => to >= from, { message: 'ep.cashup.rangeOrder', path: ['to'] })
    .refine(({ from, to, group }) => daysBetween(from, to) < REPORT_MAX_DAYS[group], {
      message: 'ep.reports.rangeTooLong',
      path: ['to'],
    }),
);
export type ReportsQuery = z.infer<typeof reportsQuery>;

/** A period's key: 'YYYY-MM' or 'YYYY-MM-DD'. */
export const periodKey = (date: string, group: ReportGroup) => (group === 'month' ? date.slice(0, 7) : date);

/** Every period of the range, in order, so a chart shows a month with nothing as zero rather than skipping it. */
export function periodsOf(from: string, to: string, group: ReportGroup): string[] {
  const keys: string[] = [];
  const day = new Date(`${from}T12:00:00Z`);
  if (group === 'month') day.setUTCDate(1);
  while (periodKey(day.toISOString().slice(0, 10), group) <= periodKey(to, group)) {
    keys.push(periodKey(day.toISOString().slice(0, 10), group));
    if (group === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
    else day.setUTCDate(day.getUTCDate() + 1);
  }
  return keys;
}

/** Money received less refunds, by the day it came in. */
export interface RevenueRow {
  key: string;
  received: number;
  refunded: number;
  net: number;
}

/** Bookings by the trip's date: how many, how many people, no-shows and cancellations. */
export interface ActivityRow {
  period: string;
  bookings: number;
  people: number;
  cancelled: number;
  no_shows: number;
  /** No-shows over the bookings not cancelled, 0 to 1. */
  no_show_rate: number;
}

export interface Reports {
  from: string;
  to: string;
  group: ReportGroup;
  revenue_by_period: RevenueRow[];
  revenue_by_tour: (RevenueRow & { name: string })[];
  revenue_by_channel: RevenueRow[];
  /** Issue 41: money received on the bookings each partner sent ('' for none), with the partner's name. */
  revenue_by_partner: (RevenueRow & { name: string })[];
  activity: ActivityRow[];
  /** What guests still owe on bookings not cancelled, whatever their date: trip done, or still ahead. */
  owed: { overdue: number; overdue_bookings: number; upcoming: number; upcoming_bookings: number };
}

/** A rate to two decimals of a percent; nothing over nothing is 0. */
export const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);
