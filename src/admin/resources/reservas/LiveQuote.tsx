import { Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { quoteBooking } from '../../../domain/tourPricing';
import type { Tour } from '../../../domain/tours';
import type { TransferZone } from '../../../domain/transferZones';
import { usd } from '../../components/usd';

/**
 * The party's price by the tour's rates as it is typed, or a transfer's by its zone (one price a ride): what the
 * server stores unless the owner sets their own.
 */
export function LiveQuote() {
  const translate = useTranslate();
  const [tourId, adults, children, kind, zoneId] = useWatch({
    name: ['tour_id', 'adults', 'children', 'kind', 'zone_id'],
  }) as [number | undefined, number | undefined, number | undefined, string | undefined, number | null | undefined];
  const byZone = kind === 'transfer' && Boolean(zoneId);
  const { data: tour } = useGetOne<Tour>('tours', { id: tourId ?? 0 }, { enabled: Boolean(tourId) });
  const { data: zone } = useGetOne<TransferZone & { id: number }>(
    'transfer-zones',
    { id: zoneId ?? 0 },
    { enabled: byZone },
  );
  const party = { adults: Number(adults), children: Number(children ?? 0) };
  const valid =
    tour &&
    Number.isInteger(party.adults) &&
    party.adults >= 1 &&
    Number.isInteger(party.children) &&
    party.children >= 0;
  const byTour = valid
    ? translate('ep.bookings.quote', {
        amount: usd(
          quoteBooking(
            { precio: tour.precio, extra_price_per_person: tour.extra_price_per_person, child_price: tour.child_price },
            party.adults,
            party.children,
          ),
        ),
      })
    : translate('ep.bookings.quoteMissing');
  const text =
    byZone && zone ? translate('ep.run.booking.zoneQuote', { zone: zone.name, amount: usd(zone.price) }) : byTour;
  return (
    <Typography variant="subtitle1" data-testid="live-quote" sx={{ mb: 1 }}>
      {text}
    </Typography>
  );
}
