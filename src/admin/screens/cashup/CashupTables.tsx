import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Cashup, CashupTotal } from '../../../domain/cashup';
import { usd } from '../../components/usd';
import { bookingReference } from '../../../domain/guestJourney';

function TotalCells({ total }: { total: CashupTotal }) {
  return (
    <>
      <TableCell align="right">{total.count}</TableCell>
      <TableCell align="right">{usd(total.payments)}</TableCell>
      <TableCell align="right">{usd(total.refunds)}</TableCell>
      <TableCell align="right">{usd(total.net)}</TableCell>
    </>
  );
}

function TotalsTable({
  label,
  rows,
  total,
}: {
  label: string;
  rows: { name: string; total: CashupTotal }[];
  total: CashupTotal;
}) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{label}</TableCell>
          <TableCell align="right">{translate('ep.cashup.count')}</TableCell>
          <TableCell align="right">{translate('ep.cashup.received')}</TableCell>
          <TableCell align="right">{translate('ep.cashup.refunded')}</TableCell>
          <TableCell align="right">{translate('ep.cashup.net')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ name, total: row }) => (
          <TableRow key={name}>
            <TableCell>{name}</TableCell>
            <TotalCells total={row} />
          </TableRow>
        ))}
        <TableRow sx={{ '& td': { fontWeight: 'bold' } }}>
          <TableCell>{translate('ep.cashup.total')}</TableCell>
          <TotalCells total={total} />
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** The sums by method and by recorder, each with the range's total. */
export function CashupTotals({ cashup }: { cashup: Cashup }) {
  const translate = useTranslate();
  return (
    <>
      <TotalsTable
        label={translate('ep.cashup.byMethod')}
        rows={cashup.by_method.map((total) => ({ name: translate(`ep.cashup.methods.${total.method}`), total }))}
        total={cashup.total}
      />
      <TotalsTable
        label={translate('ep.cashup.byRecorder')}
        rows={cashup.by_recorder.map((total) => ({
          name: total.recorded_by || translate('ep.cashup.nobody'),
          total,
        }))}
        total={cashup.total}
      />
    </>
  );
}

/** Every payment and refund of the range, a refund shown as money going out. */
export function CashupLines({ cashup }: { cashup: Cashup }) {
  const translate = useTranslate();
  const column = (name: string) => translate(`ep.cashup.columns.${name}`);
  if (cashup.lines.length === 0) return <Typography color="text.secondary">{translate('ep.cashup.empty')}</Typography>;
  // Issue 41: a voucher's sale counts as received; its redemption is listed but was no money that day.
  const vouchers = cashup.lines.some((line) => line.kind === 'voucher_sale' || line.method === 'voucher');
  return (
    <>
      <Table size="small" aria-label={translate('ep.cashup.lines')}>
        <TableHead>
          <TableRow>
            {['date', 'booking', 'guest', 'tour', 'method', 'kind', 'recorded_by'].map((name) => (
              <TableCell key={name}>{column(name)}</TableCell>
            ))}
            <TableCell align="right">{column('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cashup.lines.map((line) => (
            <TableRow key={`${line.kind}-${line.id}`}>
              <TableCell>{line.date}</TableCell>
              <TableCell>
                {line.reservation_id === null ? line.reference : bookingReference(line.reservation_id)}
              </TableCell>
              <TableCell>{line.guest}</TableCell>
              <TableCell>{line.tour}</TableCell>
              <TableCell>{translate(`ep.cashup.methods.${line.method}`)}</TableCell>
              <TableCell>{translate(`ep.cashup.kinds.${line.kind}`)}</TableCell>
              <TableCell>{line.recorded_by}</TableCell>
              <TableCell align="right">{usd(line.kind === 'refund' ? -line.amount : line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {vouchers && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('ep.cashup.voucherNote')}
        </Typography>
      )}
    </>
  );
}
