import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Reservation } from '../../../domain/reservations';
import { ReservationEdit } from './ReservationEdit';
import { lazyView } from '../../components/lazyView';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const ReservationList = lazyView(() => import('./ReservationList'), 'ReservationList');

/** The spec's route `reservas`; the detail reservas/{id} is the edit view, where the owner changes estado. */
export default {
  list: ReservationList,
  edit: ReservationEdit,
  icon: EventNoteIcon,
  recordRepresentation: (record: Reservation) => record.nombre,
};
