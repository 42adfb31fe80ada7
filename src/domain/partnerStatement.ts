import { z } from 'zod';
import { isoDate } from './common';
import { lazy } from './lazy';
import type { SettleMode } from './partners';
import { text } from './validation';

/** One booking of a partner's statement, as stored on the booking when it was made. */
export interface StatementLine {
  price_cents: number;
  personas: number;
  commission_cents: number;
  settle: SettleMode | '';
}

export interface StatementTotals {
  bookings: number;
  people: number;
  gross_cents: number;
  commission_cents: number;
  /** What the partner collected from its guests and owes us: their price less the commission. */
  partner_owes_cents: number;
  /** The commission on what we collected. */
  we_owe_cents: number;
  /** Who pays the difference, and how much. */
  owed_by: 'partner' | 'us' | 'none';
  amount_cents: number;
}

/** A statement is the sum of its bookings (issue 41), each settled as it was when made. */
export function statementTotals(lines: readonly StatementLine[]): StatementTotals {
  let gross = 0;
  let commission = 0;
  let partnerOwes = 0;
  let weOwe = 0;
  let people = 0;
  for (const line of lines) {
    gross += line.price_cents;
    commission += line.commission_cents;
    people += line.personas;
    if (line.settle === 'they_collect') partnerOwes += line.price_cents - line.commission_cents;
    else weOwe += line.commission_cents;
  }
  const balance = partnerOwes - weOwe;
  return {
    bookings: lines.length,
    people,
    gross_cents: gross,
    commission_cents: commission,
    partner_owes_cents: partnerOwes,
    we_owe_cents: weOwe,
    owed_by: balance > 0 ? 'partner' : balance < 0 ? 'us' : 'none',
    amount_cents: Math.abs(balance),
  };
}

/** A statement covers at most a year, so a typo ('2062') is refused instead of read in full. */
const YEAR_MS = 366 * 86_400_000;

const inOrder = ({ from, to }: { from: string; to: string }) => to >= from;
const withinAYear = ({ from, to }: { from: string; to: string }) =>
  Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) < YEAR_MS;
const periodRules = <S extends z.ZodType<{ from: string; to: string }>>(schema: S) =>
  schema
    .refine(inOrder, { message: 'ep.cashup.rangeOrder', path: ['to'] })
    .refine(withinAYear, { message: 'ep.cashup.rangeTooLong', path: ['to'] });

/** `GET /api/partners/{id}/statement?from=&to=`: the partner's bookings by the trip's date, both days included. */
export const statementQuery = lazy(() => periodRules(z.strictObject({ from: isoDate, to: isoDate })));
/** `POST /api/partners/{id}/statement/settle`: the period paid, with an optional note (a transfer's number). */
export const settleBody = lazy(() =>
  periodRules(z.strictObject({ from: isoDate, to: isoDate, note: text(300).default('') })),
);
/** `POST /api/partners/{id}/statement/email`: the statement emailed to the partner's address. */
export const emailBody = statementQuery;

/** One booking as its statement lists it. */
export interface StatementBooking {
  id: number;
  fecha: string;
  nombre: string;
  tour: string;
  agent: string;
  personas: number;
  price_cents: number;
  commission_cents: number;
  settle: SettleMode | '';
}

/** A statement marked settled: what was owed when it was, by whom, recorded once per partner and period. */
export interface Settlement {
  id: number;
  owed_by: StatementTotals['owed_by'];
  amount_cents: number;
  note: string;
  settled_by: string;
  settled_at: string;
}

export interface PartnerStatement {
  partner: { id: number; name: string; email: string; whatsapp: string; phone: string; referral_code: string };
  from: string;
  to: string;
  bookings: StatementBooking[];
  totals: StatementTotals;
  settlement: Settlement | null;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The statement as a short text (email body, WhatsApp message), in the words `t` renders, from the business
 * by its site name.
 */
export function statementMessage(
  t: (key: string, args?: Record<string, unknown>) => string,
  statement: PartnerStatement,
  business: string,
): string {
  const { totals } = statement;
  const lines = [
    t('ep.partners.message.greeting', { name: statement.partner.name, business }),
    t('ep.partners.message.period', { from: statement.from, to: statement.to }),
    t('ep.partners.message.bookings', { bookings: totals.bookings, people: totals.people }),
    t('ep.partners.message.gross', { amount: dollars(totals.gross_cents) }),
    t('ep.partners.message.commission', { amount: dollars(totals.commission_cents) }),
    t(`ep.partners.message.owed_${totals.owed_by}`, { amount: dollars(totals.amount_cents) }),
    ...statement.bookings.map((booking) =>
      t('ep.partners.message.line', {
        fecha: booking.fecha,
        nombre: booking.nombre,
        tour: booking.tour,
        people: booking.personas,
        amount: dollars(booking.price_cents),
      }),
    ),
  ];
  return lines.join('\n');
}
