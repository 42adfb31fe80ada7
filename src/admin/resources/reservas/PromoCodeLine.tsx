import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Booking } from '../../../domain/bookings';
import { usd } from '../../components/usd';

/** Issue 41: what a promo code took off the quote, so the booking's price explains itself. */
export function PromoCodeLine({ booking }: { booking: Pick<Booking, 'promo_code' | 'promo_discount'> }) {
  const translate = useTranslate();
  if (!booking.promo_code) return null;
  return (
    <Typography color="text.secondary" data-testid="promo-line">
      {translate('ep.vouchers.promoDiscount', { code: booking.promo_code, amount: usd(booking.promo_discount) })}
    </Typography>
  );
}
