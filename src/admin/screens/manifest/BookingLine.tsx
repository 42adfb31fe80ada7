import { useState, type ComponentProps } from 'react';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useTranslate } from 'react-admin';
import type { ManifestBooking } from '../../../domain/manifest';
import { telLink, whatsappLink } from '../../../domain/phoneLinks';
import { bookingReference } from '../../../domain/guestJourney';
import type { CheckinState } from '../../../domain/bookings';
import { PaymentDialog } from '../../resources/reservas/PaymentDialog';
import { usd } from '../../components/usd';
import { CheckinButtons } from './CheckinButtons';
import { BookingAssignees } from './BookingAssignees';

interface Props {
  booking: ManifestBooking;
  onCheckin: (state: CheckinState) => void;
  /** A payment was recorded: the manifest reloads to show what is still owed. */
  onPaid: () => void;
  busy: boolean;
  /** A party of a tour's departure may ride apart: its own driver and vehicle (a transfer's are its card's). */
  assignees?: Omit<ComponentProps<typeof BookingAssignees>, 'booking' | 'busy'>;
}

/**
 * One party: when and where, who, how many, how to reach them, what they owe (paid at pickup here), and their check-in.
 */
export function BookingLine({ booking, onCheckin, onPaid, busy, assignees }: Props) {
  const translate = useTranslate();
  const [paying, setPaying] = useState(false);
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
      data-testid={`manifest-booking-${booking.id}`}
    >
      <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
        <Typography fontWeight="bold">{booking.pickup_time || booking.arrival_time || '—'}</Typography>
        <Typography fontWeight="bold">{booking.nombre}</Typography>
        <Typography variant="body2" data-testid="manifest-reference">
          {bookingReference(booking.id)}
        </Typography>
        <Typography>
          {translate('ep.run.manifest.people', { adults: booking.adults, children: booking.children })}
        </Typography>
        <Chip size="small" label={booking.language.toUpperCase()} />
        {booking.estado === 'nueva' && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            data-testid="manifest-unconfirmed"
            label={translate('ep.run.manifest.unconfirmedChip')}
          />
        )}
        {booking.balance > 0 && (
          <Chip
            size="small"
            color="warning"
            label={`${translate('ep.run.manifest.balance')}: ${usd(booking.balance)}`}
          />
        )}
      </Stack>
      <Typography variant="body2">
        {[
          booking.kind === 'transfer' ? booking.label : booking.pickup_place,
          booking.kind === 'transfer' &&
            booking.arrival_time &&
            `${translate('ep.run.manifest.arrival')} ${booking.arrival_time}`,
          booking.luggage > 0 && `${translate('ep.run.manifest.bags')}: ${booking.luggage}`,
          booking.ship && `${booking.ship.ship} (${booking.ship.all_aboard_time})`,
          booking.vehicle?.name,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {booking.notas && (
        <Typography variant="body2" color="text.secondary">
          {booking.notas}
        </Typography>
      )}
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 0.5 }}>
        {booking.telefono && (
          <>
            <Link
              href={telLink(booking.telefono)}
              aria-label={`${translate('ep.run.manifest.call')} ${booking.nombre}`}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, gap: 0.5 }}
            >
              <PhoneIcon fontSize="small" /> {booking.telefono}
            </Link>
            <Link
              href={whatsappLink(booking.telefono)}
              target="_blank"
              rel="noreferrer"
              aria-label={`${translate('ep.run.manifest.whatsapp')} ${booking.nombre}`}
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              className="no-print"
            >
              <WhatsAppIcon fontSize="small" />
            </Link>
          </>
        )}
        <CheckinButtons value={booking.checkin} name={booking.nombre} disabled={busy} onChange={onCheckin} />
        {booking.balance > 0 && (
          <Button
            className="no-print"
            startIcon={<PaymentsIcon />}
            onClick={() => setPaying(true)}
            sx={{ minHeight: 44 }}
            aria-label={`${translate('ep.run.manifest.collect')} ${booking.nombre}`}
          >
            {translate('ep.run.manifest.collect')}
          </Button>
        )}
      </Stack>
      {assignees && <BookingAssignees booking={booking} busy={busy} {...assignees} />}
      {paying && (
        <PaymentDialog
          bookingId={booking.id}
          kind="payment"
          suggested={booking.balance}
          onClose={() => setPaying(false)}
          onRecorded={() => {
            setPaying(false);
            onPaid();
          }}
        />
      )}
    </Box>
  );
}
