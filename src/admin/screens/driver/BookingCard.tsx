import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { NewDriverChange } from '../../../domain/driverOutbox';
import type { ManifestBooking } from '../../../domain/manifest';
import { PAYMENT_METHODS } from '../../../domain/paymentMethods';
import { isDialable, telLink, whatsappLink } from '../../../domain/phoneLinks';
import { bookingReference } from '../../../domain/bookingReference';
import { driverWords as words } from './driverWords';

const money = (amount: number) => `US$${amount.toFixed(2)}`;

/** One pickup: where, when, who, how to reach them, and his two actions (check-in, collect). */
export function BookingCard({
  booking,
  date,
  record,
}: {
  booking: ManifestBooking;
  date: string;
  record: (change: NewDriverChange) => void;
}) {
  const [collecting, setCollecting] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('cash');
  const base = { booking_id: booking.id, name: booking.nombre, version: booking.version };
  const checkIn = (checkin: 'presente' | 'no_show') => record({ ...base, kind: 'checkin', checkin });
  const openCollect = () => {
    setAmount(booking.balance.toFixed(2));
    setMethod('cash');
    setCollecting(true);
  };
  const value = Number(amount);
  const valid = Number.isFinite(value) && value > 0 && value <= booking.balance;
  const collect = () => {
    record({ ...base, kind: 'payment', amount: Math.round(value * 100) / 100, method, date });
    setCollecting(false);
  };
  const place = booking.pickup_place || booking.transfer_from;
  const time = booking.pickup_time || booking.arrival_time;

  return (
    <Box
      component="article"
      aria-label={booking.nombre}
      data-testid={`pickup-${booking.id}`}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
    >
      <Stack direction="row" spacing={1} alignItems="baseline">
        <Typography variant="h6" component="span" sx={{ minWidth: 56 }}>
          {time || '—'}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{booking.nombre}</Typography>
        <Typography variant="body2" data-testid="pickup-reference">
          {bookingReference(booking.id)}
        </Typography>
      </Stack>
      {place && <Typography>{place}</Typography>}
      <Typography variant="body2">
        {words('guests', { smart_count: booking.personas })}
        {booking.flight_number ? ` · ${booking.flight_number}` : ''}
      </Typography>
      {booking.ship && (
        <Typography variant="body2">
          {words('ship', { ship: booking.ship.ship, time: booking.ship.all_aboard_time })}
        </Typography>
      )}
      {booking.notas && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          {booking.notas}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
        {isDialable(booking.telefono) && (
          <>
            <Button size="small" variant="outlined" href={telLink(booking.telefono)}>
              {words('call')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              href={whatsappLink(booking.telefono)}
              target="_blank"
              rel="noopener"
            >
              {words('whatsapp')}
            </Button>
          </>
        )}
        <Chip
          size="small"
          data-testid={`checkin-${booking.id}`}
          color={booking.checkin === 'presente' ? 'success' : booking.checkin === 'no_show' ? 'error' : 'default'}
          label={words(`checkin.${booking.checkin}`)}
        />
        <Chip
          size="small"
          data-testid={`balance-${booking.id}`}
          color={booking.balance > 0 ? 'warning' : 'success'}
          label={booking.balance > 0 ? words('balance', { amount: money(booking.balance) }) : words('paid')}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          variant={booking.checkin === 'presente' ? 'contained' : 'outlined'}
          color="success"
          onClick={() => checkIn('presente')}
          disabled={booking.checkin === 'presente'}
        >
          {words('present')}
        </Button>
        <Button
          variant={booking.checkin === 'no_show' ? 'contained' : 'outlined'}
          color="error"
          onClick={() => checkIn('no_show')}
          disabled={booking.checkin === 'no_show'}
        >
          {words('noShow')}
        </Button>
        {booking.balance > 0 && (
          <Button variant="contained" onClick={openCollect}>
            {words('collect', { amount: money(booking.balance) })}
          </Button>
        )}
      </Stack>
      <Dialog open={collecting} onClose={() => setCollecting(false)} fullWidth>
        <DialogTitle>{words('collectTitle', { name: booking.nombre })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={words('amount')}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              error={!valid}
            />
            <TextField
              select
              label={words('method')}
              value={method}
              onChange={(event) => setMethod(event.target.value)}
            >
              {PAYMENT_METHODS.map((entry) => (
                <MenuItem key={entry} value={entry}>
                  {words(`methods.${entry}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCollecting(false)}>{words('cancel')}</Button>
          <Button variant="contained" onClick={collect} disabled={!valid}>
            {words('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
