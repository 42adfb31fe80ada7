import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PartnerStatement } from '../../../domain/partnerStatement';
import { usd } from '../../components/usd';

const money = (cents: number) => usd(cents / 100);

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 160 }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h6" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The statement's figures and who owes whom. */
export function StatementTotals({ statement }: { statement: PartnerStatement }) {
  const translate = useTranslate();
  const { totals } = statement;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Figure label={translate('ep.partners.bookings')} value={String(totals.bookings)} />
        <Figure label={translate('ep.partners.people')} value={String(totals.people)} />
        <Figure label={translate('ep.partners.gross')} value={money(totals.gross_cents)} testId="statement-gross" />
        <Figure
          label={translate('ep.partners.commission')}
          value={money(totals.commission_cents)}
          testId="statement-commission"
        />
        <Figure label={translate('ep.partners.theyOwe')} value={money(totals.partner_owes_cents)} />
        <Figure label={translate('ep.partners.weOwe')} value={money(totals.we_owe_cents)} />
      </Stack>
      <Typography variant="h6" component="p" sx={{ mb: 2 }} data-testid="statement-owed">
        {translate(`ep.partners.owed_${totals.owed_by}`, { amount: money(totals.amount_cents) })}
      </Typography>
    </>
  );
}

/** One line per booking, as it was made. */
export function StatementLines({ statement }: { statement: PartnerStatement }) {
  const translate = useTranslate();
  const column = (name: string) => translate(`ep.partners.columns.${name}`);
  if (statement.bookings.length === 0) return <Typography>{translate('ep.partners.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('ep.partners.statement')}>
      <TableHead>
        <TableRow>
          {['date', 'booking', 'guest', 'tour', 'agent'].map((name) => (
            <TableCell key={name}>{column(name)}</TableCell>
          ))}
          {['people', 'price', 'commission'].map((name) => (
            <TableCell key={name} align="right">
              {column(name)}
            </TableCell>
          ))}
          <TableCell>{column('settle')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {statement.bookings.map((booking) => (
          <TableRow key={booking.id}>
            <TableCell>{booking.fecha}</TableCell>
            <TableCell>{booking.id}</TableCell>
            <TableCell>{booking.nombre}</TableCell>
            <TableCell>{booking.tour}</TableCell>
            <TableCell>{booking.agent}</TableCell>
            <TableCell align="right">{booking.personas}</TableCell>
            <TableCell align="right">{money(booking.price_cents)}</TableCell>
            <TableCell align="right">{money(booking.commission_cents)}</TableCell>
            <TableCell>{translate(`ep.partners.settleShort.${booking.settle}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
