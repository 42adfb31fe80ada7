import type { PartnerStatement } from '../../../domain/partnerStatement';
import { downloadRows } from '../../components/csv';

type Translate = (key: string) => string;

const COLUMNS = ['date', 'booking', 'guest', 'tour', 'agent', 'people', 'price', 'commission', 'settle'] as const;

/** The statement's bookings as a spreadsheet, amounts in dollars as numbers, then its totals' line. */
export function statementCsvRows(statement: PartnerStatement, t: Translate) {
  const header = Object.fromEntries(COLUMNS.map((column) => [column, t(`ep.partners.columns.${column}`)]));
  const columns = COLUMNS.map((column) => header[column]);
  const rows = statement.bookings.map((booking) => ({
    [header.date]: booking.fecha,
    [header.booking]: booking.id,
    [header.guest]: booking.nombre,
    [header.tour]: booking.tour,
    [header.agent]: booking.agent,
    [header.people]: booking.personas,
    [header.price]: booking.price_cents / 100,
    [header.commission]: booking.commission_cents / 100,
    [header.settle]: t(`ep.partners.settleShort.${booking.settle}`),
  }));
  const { totals } = statement;
  rows.push({
    [header.date]: t('ep.cashup.total'),
    [header.people]: totals.people,
    [header.price]: totals.gross_cents / 100,
    [header.commission]: totals.commission_cents / 100,
  });
  return { columns, rows };
}

export function downloadStatement(statement: PartnerStatement, t: Translate) {
  const { columns, rows } = statementCsvRows(statement, t);
  downloadRows(`estado-${statement.partner.referral_code}-${statement.from}_${statement.to}`, columns, rows);
}
