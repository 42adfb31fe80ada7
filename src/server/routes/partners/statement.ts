import type { Kysely } from 'kysely';
import { partnersResource } from '../../../domain/partners';
import {
  statementTotals,
  type PartnerStatement,
  type Settlement,
  type StatementBooking,
} from '../../../domain/partnerStatement';
import type { Staff } from '../../auth/sessions';
import { recordAudit } from '../../db/audit';
import { centsOf } from '../../db/cents';
import { findRow } from '../../db/queries';
import { codecOf, nowIso, type Executor } from '../../db/repository';
import type { Database } from '../../db/schema';
import { coded, notFound } from '../../http/errors';

const partners = codecOf(partnersResource);

const settlementOf = async (db: Executor, partnerId: number, from: string, to: string): Promise<Settlement | null> => {
  const row = await db
    .selectFrom('partner_settlements')
    .select(['id', 'owed_by', 'amount_cents', 'note', 'settled_by', 'settled_at'])
    .where('partner_id', '=', partnerId)
    .where('date_from', '=', from)
    .where('date_to', '=', to)
    .executeTakeFirst();
  return row
    ? {
        id: Number(row.id),
        owed_by: row.owed_by as Settlement['owed_by'],
        amount_cents: Number(row.amount_cents),
        note: row.note,
        settled_by: row.settled_by,
        settled_at: row.settled_at,
      }
    : null;
};

/**
 * A partner's statement for a period of trip dates: its bookings not cancelled, each with the commission and
 * settle mode it was made with, and the totals summed from those same lines (partnerStatement.ts).
 */
export async function loadStatement(
  db: Executor,
  partnerId: number,
  from: string,
  to: string,
): Promise<PartnerStatement> {
  const partner = await findRow(db, partners, partnerId);
  if (!partner) throw notFound();
  const rows = await db
    .selectFrom('reservations')
    .leftJoin('tours', 'tours.id', 'reservations.tour_id')
    .select([
      'reservations.id',
      'reservations.fecha',
      'reservations.nombre',
      'tours.nombre as tour',
      'reservations.partner_agent',
      'reservations.personas',
      centsOf('reservations.price_total').as('price_cents'),
      'reservations.partner_commission_cents',
      'reservations.partner_settle',
    ])
    .where('reservations.partner_id', '=', partnerId)
    .where('reservations.estado', '<>', 'cancelada')
    .where('reservations.fecha', '>=', from)
    .where('reservations.fecha', '<=', to)
    .orderBy('reservations.fecha')
    .orderBy('reservations.id')
    .execute();
  const bookings = rows.map((row): StatementBooking => ({
    id: Number(row.id),
    fecha: row.fecha,
    nombre: row.nombre,
    tour: String(row.tour ?? ''),
    agent: row.partner_agent,
    personas: Number(row.personas),
    price_cents: Number(row.price_cents),
    commission_cents: Number(row.partner_commission_cents),
    settle: row.partner_settle as StatementBooking['settle'],
  }));
  const totals = statementTotals(
    bookings.map((booking) => ({
      price_cents: booking.price_cents,
      personas: booking.personas,
      commission_cents: booking.commission_cents,
      settle: booking.settle,
    })),
  );
  return {
    partner: {
      id: partnerId,
      name: String(partner.name),
      email: String(partner.email),
      whatsapp: String(partner.whatsapp),
      phone: String(partner.phone),
      referral_code: String(partner.referral_code),
    },
    from,
    to,
    bookings,
    totals,
    settlement: await settlementOf(db, partnerId, from, to),
  };
}

/**
 * Marks the period's statement settled, with what was owed then, once: a second mark of the same partner and
 * period answers 409 (the unique index holds it when two arrive at once). Audited like any write.
 */
export async function settleStatement(
  db: Kysely<Database>,
  staff: Staff,
  partnerId: number,
  period: { from: string; to: string; note: string },
): Promise<PartnerStatement> {
  const alreadySettled = () => coded(409, 'already_settled', 'ep.partners.alreadySettled');
  try {
    return await db.transaction().execute(async (trx) => {
      const statement = await loadStatement(trx, partnerId, period.from, period.to);
      if (statement.settlement) throw alreadySettled();
      const { totals } = statement;
      const row = {
        partner_id: partnerId,
        date_from: period.from,
        date_to: period.to,
        bookings: totals.bookings,
        gross_cents: totals.gross_cents,
        commission_cents: totals.commission_cents,
        owed_by: totals.owed_by,
        amount_cents: totals.amount_cents,
        note: period.note,
        settled_by: staff.username,
        settled_at: nowIso(),
      };
      const { id } = await trx.insertInto('partner_settlements').values(row).returning('id').executeTakeFirstOrThrow();
      await recordAudit(trx, {
        staff,
        resource: 'partner-statements',
        recordId: Number(id),
        action: 'settle',
        before: null,
        after: { ...row, booking_ids: statement.bookings.map((booking) => booking.id) },
      });
      return { ...statement, settlement: await settlementOf(trx, partnerId, period.from, period.to) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadySettled();
    throw error;
  }
}

const isUniqueViolation = (error: unknown) =>
  /unique/i.test(error instanceof Error ? error.message : '') || (error as { code?: unknown } | null)?.code === '23505';
