import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useGetMany, useListContext, useTranslate } from 'react-admin';
import type { Booking } from '../../../domain/bookings';
import type { Tour } from '../../../domain/tours';
import type { TransferZone } from '../../../domain/transferZones';
import { bookingLabel } from '../../../domain/bookingLabel';
import { BookingStatePill } from './BookingStatePill';
import { useDates } from '../../i18n/dates';
import { usd } from '../../components/usd';

/**
 * At phone width each booking is a card: tour, date, people, balance and estado; a nueva one stands out (RES-11); a tap
 * opens it.
 */
export function BookingCards({ empty }: { empty: React.ReactNode }) {
  const { data, isPending } = useListContext<Booking>();
  const translate = useTranslate();
  const { day } = useDates();
  const createPath = useCreatePath();
  const { data: tours = [] } = useGetMany<Tour>(
    'tours',
    { ids: [...new Set((data ?? []).flatMap((row) => (row.tour_id === null ? [] : [row.tour_id])))] },
    { enabled: Boolean(data?.length) },
  );
  const zoneIds = [...new Set((data ?? []).flatMap((row) => (row.zone_id === null ? [] : [row.zone_id])))];
  const { data: zones = [] } = useGetMany<TransferZone>(
    'transfer-zones',
    { ids: zoneIds },
    { enabled: zoneIds.length > 0 },
  );
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  const labelOf = (booking: Booking) => bookingLabel(booking, tours, zones) || '…';
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="booking-cards">
      {data.map((booking) => {
        const isNew = booking.estado === 'nueva';
        const people = translate('ep.bookings.list.people', { smart_count: booking.personas });
        return (
          <Card
            key={booking.id}
            variant="outlined"
            sx={isNew ? { backgroundColor: 'warning.light', fontWeight: 'bold' } : undefined}
            data-testid="booking-card"
          >
            <CardActionArea
              component={RouterLink}
              to={createPath({ resource: 'reservas', type: 'edit', id: booking.id })}
            >
              <CardContent>
                <Stack direction="row" justifyContent="space-between" spacing={1}>
                  <Typography fontWeight={isNew ? 700 : 500} noWrap>
                    {labelOf(booking)}
                  </Typography>
                  <BookingStatePill record={booking} />
                </Stack>
                <Typography variant="body2" fontWeight={isNew ? 700 : 400}>
                  {booking.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {day(booking.fecha)} · {people} ·{' '}
                  {booking.balance > 0
                    ? translate('ep.bookings.list.due', { amount: usd(booking.balance) })
                    : translate('ep.bookings.list.paidUp')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
