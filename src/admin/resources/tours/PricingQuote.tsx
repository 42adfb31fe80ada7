import { useTranslate } from 'react-admin';
import { usd } from '../../components/usd';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { PEOPLE_IN_BASE_PRICE, childExtra, partyQuoteTable } from '../../../domain/tourPricing';

const asNumber = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
};

/**
 * TOUR-14 and issue 39: what 1 to 12 people pay, as typed, from the same function a booking and the public page
 * are priced with: all adults, and one adult with the rest children, who fill the base like adults.
 */
export function PricingQuote() {
  const translate = useTranslate();
  const prices = {
    precio: asNumber(useWatch({ name: 'precio' })) ?? 0,
    extra_price_per_person: asNumber(useWatch({ name: 'extra_price_per_person' })) ?? 0,
    child_price: asNumber(useWatch({ name: 'child_price' })),
  };
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('ep.tours.priceQuote', { people: PEOPLE_IN_BASE_PRICE })}
      </Typography>
      <Table size="small" sx={{ maxWidth: 480 }} data-testid="tour-quote">
        <TableHead>
          <TableRow>
            <TableCell>{translate('ep.tours.people')}</TableCell>
            <TableCell align="right">{translate('ep.money.adultsOnly')}</TableCell>
            <TableCell align="right">{translate('ep.money.withChildren')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {partyQuoteTable(prices).map((quote) => (
            <TableRow key={quote.people}>
              <TableCell>{quote.people}</TableCell>
              <TableCell align="right">{usd(quote.adults)}</TableCell>
              <TableCell align="right">{usd(quote.withChildren)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" data-testid="tour-quote-child">
        {translate('ep.money.childAbove', { people: PEOPLE_IN_BASE_PRICE, price: usd(childExtra(prices)) })}
      </Typography>
    </>
  );
}
