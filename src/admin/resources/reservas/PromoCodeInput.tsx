import { useRecordContext } from 'react-admin';
import { reservationSchema, type Reservation } from '../../../domain/reservations';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { PromoCodeLine } from './PromoCodeLine';

/**
 * Issue 41: staff type the guest's promo code; the server checks it and takes its discount off the quote when
 * the booking is saved (a refusal shows under the field), and an edit shows what it took.
 */
export function PromoCodeInput() {
  const record = useRecordContext<Reservation>();
  return (
    <>
      <BoundedTextInput
        source="promo_code"
        label="ep.vouchers.promoOnBooking"
        schema={reservationSchema.shape.promo_code}
        sx={{ maxWidth: 260 }}
      />
      {record && <PromoCodeLine booking={record} />}
    </>
  );
}
