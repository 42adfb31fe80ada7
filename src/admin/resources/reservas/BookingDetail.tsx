import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading, Title, useCreatePath, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Booking, BookingState } from '../../../domain/bookings';
import type { Tour } from '../../../domain/tours';
import { BookingStatePill } from './BookingStatePill';
import { PaymentsPanel } from './PaymentsPanel';
import { PromoCodeLine } from './PromoCodeLine';
import { PartnerLine } from './PartnerLine';
import { ConfirmationMessage } from './ConfirmationMessage';
import { CancelDialog } from './CancelDialog';
import { useDates } from '../../i18n/dates';
import { usd } from '../../components/usd';
import { telLink } from '../../../domain/phoneLinks';
import { bookingLabel } from '../../../domain/bookingLabel';
import type { TransferZone } from '../../../domain/transferZones';
import { bookingReference } from '../../../domain/guestJourney';
import { GuestMessagesPanel } from './GuestMessagesPanel';

function Money({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 120 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" data-testid={testId}>
          {usd(amount)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * reservas/{id}: the booking with its money (total, pagado, debe, reembolsado) and payments; the owner
 * confirms or cancels it, records a payment or a refund, and calls or writes to the guest from here.
 */
export function BookingDetail() {
  const { id } = useParams();
  const translate = useTranslate();
  const { day } = useDates();
  const notify = useNotify();
  const createPath = useCreatePath();
  const {
    data: booking,
    refetch,
    isPending,
  } = useGetOne<Booking>('reservas', { id: Number(id) }, { enabled: Boolean(id) });
  const { data: tour } = useGetOne<Tour>(
    'tours',
    { id: booking?.tour_id ?? 0 },
    { enabled: Boolean(booking?.tour_id) },
  );
  const { data: zone } = useGetOne<TransferZone>(
    'transfer-zones',
    { id: booking?.zone_id ?? 0 },
    { enabled: Boolean(booking?.zone_id) },
  );
  const [update, { isPending: saving }] = useUpdate<Booking>();
  const [cancelling, setCancelling] = useState(false);
  const [messaging, setMessaging] = useState(false);
  if (isPending || !booking) return <Loading />;

  const t = (key: string) => translate(`ep.bookings.${key}`);
  const setEstado = (estado: BookingState, done: string) =>
    update(
      'reservas',
      { id: booking.id, data: { estado, version: booking.version }, previousData: booking },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(done, { type: 'success' });
          void refetch();
        },
        onError: (error) => notify((error as Error).message, { type: 'error', autoHideDuration: null }),
      },
    );
  const pickup = [
    booking.pickup_kind && translate(`ep.bookings.pickupKinds.${booking.pickup_kind}`),
    booking.pickup_place,
    booking.pickup_time,
  ]
    .filter(Boolean)
    .join(' · ');
  const ride =
    booking.kind === 'transfer'
      ? [
          booking.arrival_time && `${translate('ep.run.manifest.arrival')} ${booking.arrival_time}`,
          booking.luggage > 0 && `${translate('ep.run.manifest.bags')}: ${booking.luggage}`,
        ]
          .filter(Boolean)
          .join(' · ')
      : '';
  const label = bookingLabel(booking, tour ? [tour] : [], zone ? [zone] : []) || '…';
  const source = [translate(`ep.bookings.sources.${booking.source}`), booking.source_name].filter(Boolean).join(' · ');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={booking.nombre} />
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {booking.nombre}
        </Typography>
        <Typography
          color="text.secondary"
          data-testid="booking-reference"
          title={translate('ep.guest.staff.reference')}
        >
          {bookingReference(booking.id)}
        </Typography>
        <BookingStatePill record={booking} />
      </Stack>
      <Typography>
        <span data-testid="booking-label">{label}</span> · {day(booking.fecha)} ·{' '}
        {translate('ep.bookings.list.people', { smart_count: booking.personas })} ({booking.adults} + {booking.children}
        )
      </Typography>
      {ride && <Typography color="text.secondary">{ride}</Typography>}
      {pickup && <Typography color="text.secondary">{pickup}</Typography>}
      <Typography color="text.secondary">{source}</Typography>
      {booking.price_override && <Typography color="text.secondary">{booking.price_reason}</Typography>}
      <PromoCodeLine booking={booking} />
      <PartnerLine booking={booking} />
      {booking.notas && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{booking.notas}</Typography>}

      <Stack direction="row" spacing={1} sx={{ my: 2 }} flexWrap="wrap" useFlexGap>
        <Money label={t('money.total')} amount={booking.price_total} testId="money-total" />
        <Money label={t('money.paid')} amount={booking.paid} testId="money-paid" />
        <Money label={t('money.due')} amount={booking.balance} testId="money-due" />
        <Money label={t('money.refunded')} amount={booking.refunded} testId="money-refunded" />
      </Stack>

      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        {booking.estado !== 'confirmada' && (
          <Button
            variant="contained"
            color="success"
            disabled={saving}
            onClick={() => setEstado('confirmada', 'ep.bookings.actions.confirmed')}
          >
            {t('actions.confirm')}
          </Button>
        )}
        {booking.estado !== 'cancelada' && (
          <Button color="error" disabled={saving} onClick={() => setCancelling(true)}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={`${createPath({ resource: 'reservas', type: 'edit', id: booking.id })}/editar`}
        >
          {t('actions.edit')}
        </Button>
        {booking.telefono && (
          <Button startIcon={<PhoneIcon />} href={telLink(booking.telefono)}>
            {t('actions.call')}
          </Button>
        )}
        {booking.email && (
          <Button startIcon={<EmailIcon />} href={`mailto:${booking.email}`}>
            {t('actions.email')}
          </Button>
        )}
        {booking.telefono && (
          <Button startIcon={<WhatsAppIcon />} onClick={() => setMessaging(true)}>
            {t('actions.whatsapp')}
          </Button>
        )}
      </Stack>

      <PaymentsPanel booking={booking} onChanged={() => void refetch()} />
      <GuestMessagesPanel bookingId={booking.id} version={booking.version} />

      {cancelling && (
        <CancelDialog
          booking={booking}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            void refetch();
          }}
        />
      )}
      {messaging && (
        <ConfirmationMessage booking={booking} tourName={tour?.nombre ?? ''} onClose={() => setMessaging(false)} />
      )}
    </Box>
  );
}
