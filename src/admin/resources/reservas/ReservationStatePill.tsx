import { Chip } from '@mui/material';
import { Translate } from 'react-admin';
import type { Reservation, ReservationState } from '../../../domain/reservations';

const COLORS: Record<ReservationState, 'warning' | 'default' | 'success' | 'info' | 'error'> = {
  nueva: 'warning',
  pendiente: 'default',
  confirmada: 'success',
  futura: 'info',
  cancelada: 'error',
};

export const ReservationStatePill = ({ record }: { record: Pick<Reservation, 'estado'> }) => (
  <Chip
    size="small"
    label={<Translate i18nKey={`ep.reservations.states.${record.estado}`} />}
    color={COLORS[record.estado]}
  />
);
