import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { quoteBooking } from '../../../domain/tourPricing';
import type { Tour } from '../../../domain/tours';
import { usd } from '../../components/usd';

/** The party's price by the tour's rates as it is typed: what the server stores unless the owner sets their own. */
export function LiveQuote() {
  const translate = useTranslate();
  const [tourId, adults, children] = useWatch({ name: ['tour_id', 'adults', 'children'] }) as [number | undefined, number | undefined, number | undefined];
  const { data: tour } = useGetOne<Tour>('tours', { id: tourId ?? 0 }, { enabled: Boolean(tourId) });
  const party = { adults: Number(adults), children: Number(children ?? 0) };
  const valid = tour && Number.isInteger(party.adults) && party.adults >= 1 && Number.isInteger(party.children) && party.children >= 0;
  const text = valid
    ? translate('ep.bookings.quote', { amount: usd(quoteBooking({ precio: tour.precio, extra_price_per_person: tour.extra_price_per_person, child_price: tour.child_price }, party.adults, party.children)) })
    : translate('ep.bookings.quoteMissing');
  return (
    <Typography variant="subtitle1" data-testid="live-quote" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}
