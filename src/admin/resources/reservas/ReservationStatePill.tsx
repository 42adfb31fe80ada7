import { Chip } from '@mui/material';
import { RESERVATION_STATE_LABELS, type Reservation, type ReservationState } from '../../../domain/reservations';

const COLORS: Record<ReservationState, 'warning' | 'default' | 'success' | 'info' | 'error'> = {
  nueva: 'warning',
  pendiente: 'default',
  confirmada: 'success',
  futura: 'info',
  cancelada: 'error',
};

export const ReservationStatePill = ({ record }: { record: Pick<Reservation, 'estado'> }) => (
  <Chip size="small" label={RESERVATION_STATE_LABELS[record.estado]} color={COLORS[record.estado]} />
);
