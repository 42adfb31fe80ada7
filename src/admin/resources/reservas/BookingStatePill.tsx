import { Chip } from '@mui/material';
import { Translate } from 'react-admin';
import type { Booking, BookingState } from '../../../domain/bookings';

const COLORS: Record<BookingState, 'warning' | 'default' | 'success' | 'info' | 'error'> = {
  nueva: 'warning',
  pendiente: 'default',
  confirmada: 'success',
  futura: 'info',
  cancelada: 'error',
};

export const BookingStatePill = ({ record }: { record: Pick<Booking, 'estado'> }) => (
  <Chip
    size="small"
    label={<Translate i18nKey={`ep.reservations.states.${record.estado}`} />}
    color={COLORS[record.estado]}
  />
);
