import { useTranslate } from 'react-admin';
import { usd } from '../../components/usd';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PEOPLE_IN_BASE_PRICE, quoteTable } from '../../../domain/tourPricing';

const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

/** TOUR-14: what 1 to 12 people pay, as typed, from the same function as the public quote route. */
export function PricingQuote() {
  const translate = useTranslate();
  const precio = asNumber(useWatch({ name: 'precio' }));
  const extra = asNumber(useWatch({ name: 'extra_price_per_person' }));
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('ep.tours.priceQuote', { people: PEOPLE_IN_BASE_PRICE })}
      </Typography>
      <Table size="small" sx={{ maxWidth: 360 }} data-testid="tour-quote">
        <TableHead>
          <TableRow>
            <TableCell>{translate('ep.tours.people')}</TableCell>
            <TableCell align="right">{translate('ep.tours.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quoteTable({ precio, extra_price_per_person: extra }).map((quote) => (
            <TableRow key={quote.people}>
              <TableCell>{quote.people}</TableCell>
              <TableCell align="right">{usd(quote.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
