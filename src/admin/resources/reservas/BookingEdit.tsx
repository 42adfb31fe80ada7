import { Edit } from 'react-admin';
import { BookingForm } from './BookingForm';
import { useBookingSave } from './useBookingSave';

/** reservas/{id}/editar: the booking's form; a stale save answers 409 and keeps what was typed. */
export function BookingEdit() {
  const { overbook, mutationOptions } = useBookingSave('saved');
  return (
    <Edit
      resource="reservas"
      title="ep.bookings.editTitle"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={mutationOptions}
    >
      <BookingForm overbook={overbook} />
    </Edit>
  );
}
