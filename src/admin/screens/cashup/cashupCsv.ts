import type { Cashup } from '../../../domain/cashup';
import { downloadRows } from '../../components/csv';
import { bookingReference } from '../../../domain/guestJourney';

type Translate = (key: string) => string;

const COLUMNS = ['date', 'booking', 'guest', 'tour', 'method', 'kind', 'amount', 'reference', 'recorded_by'] as const;

/**
 * The cash-up's lines as a spreadsheet: the booking by its reference (EP-000365), headers and methods in words, a
 * refund as a negative amount, names kept.
 */
export function cashupCsvRows(cashup: Cashup, t: Translate) {
  const header = Object.fromEntries(COLUMNS.map((column) => [column, t(`ep.cashup.columns.${column}`)]));
  const columns = COLUMNS.map((column) => header[column]);
  const rows = cashup.lines.map((line) => ({
    [header.date]: line.date,
    [header.booking]: line.reservation_id === null ? line.reference : bookingReference(line.reservation_id),
    [header.guest]: line.guest,
    [header.tour]: line.tour,
    [header.method]: t(`ep.cashup.methods.${line.method}`),
    [header.kind]: t(`ep.cashup.kinds.${line.kind}`),
    // A number, not text: the formula guard would quote a negative text amount.
    [header.amount]: line.kind === 'refund' ? -line.amount : line.amount,
    [header.reference]: line.reference,
    [header.recorded_by]: line.recorded_by,
  }));
  return { columns, rows };
}

export function downloadCashup(cashup: Cashup, t: Translate) {
  const { columns, rows } = cashupCsvRows(cashup, t);
  const range = cashup.from === cashup.to ? cashup.from : `${cashup.from}_${cashup.to}`;
  downloadRows(`caja-${range}`, columns, rows);
}
