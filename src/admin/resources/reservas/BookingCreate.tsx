import { Create } from 'react-admin';
import { today } from '../../../domain/common';
import { BookingForm } from './BookingForm';
import { useBookingSave } from './useBookingSave';

/** reservas/create: a booking taken by phone, WhatsApp or at the desk (DECISIONS RES-12). */
export function BookingCreate() {
  const { overbook, mutationOptions } = useBookingSave('created');
  const defaults = {
    fecha: today(),
    adults: 2,
    children: 0,
    language: 'es',
    source: 'phone',
    estado: 'confirmada',
    pickup_kind: '',
    price_override: false,
    // Issue 39: the guest is emailed their confirmation unless staff untick it (only with an email and SMTP_URL).
    send_email: true,
  };
  return (
    <Create
      resource="reservas"
      title="ep.bookings.createTitle"
      redirect={false}
      mutationOptions={mutationOptions}
      record={defaults}
    >
      <BookingForm overbook={overbook} creating />
    </Create>
  );
}
