import { useRecordContext } from 'react-admin';
import { bookingSchema, type Booking } from '../../../domain/bookings';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { PromoCodeLine } from './PromoCodeLine';

/**
 * Issue 41: staff type the guest's promo code; the server checks it and takes its discount off the quote when
 * the booking is saved (a refusal shows under the field), and an edit shows what it took.
 */
export function PromoCodeInput() {
  const record = useRecordContext<Booking>();
  return (
    <>
      <BoundedTextInput
        source="promo_code"
        label="ep.vouchers.promoOnBooking"
        schema={bookingSchema.shape.promo_code}
        sx={{ maxWidth: 260 }}
      />
      {record && <PromoCodeLine booking={record} />}
    </>
  );
}
