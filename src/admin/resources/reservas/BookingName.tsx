import { Link } from '@mui/material';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Booking } from '../../../domain/bookings';

/** RES-08: the name opens reservas/{id}; RES-11: bold when nueva, like the rest of its row. */
export function BookingName({ record }: { record: Booking }) {
  const createPath = useCreatePath();
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'reservas', type: 'edit', id: record.id })}
      sx={{ fontWeight: record.estado === 'nueva' ? 700 : 400 }}
    >
      {record.nombre}
    </Link>
  );
}
