import { createElement } from 'react';
import { Route } from 'react-router-dom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Reservation } from '../../../domain/reservations';
import { ReservationDetail } from './ReservationDetail';
import { ReservationCreate } from './ReservationCreate';
import { ReservationEdit } from './ReservationEdit';
import { lazyView } from '../../components/lazyView';
import { reservationListChunk } from './listChunk';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const ReservationList = lazyView(reservationListChunk, 'ReservationList');

/**
 * The spec's route `reservas`; its detail reservas/{id} (RES-08) is the booking with its money and payments,
 * the form is reservas/create and reservas/{id}/editar (DECISIONS RES-12).
 */
export default {
  list: ReservationList,
  create: ReservationCreate,
  edit: ReservationDetail,
  children: createElement(Route, { path: ':id/editar', element: createElement(ReservationEdit) }),
  icon: EventNoteIcon,
  recordRepresentation: (record: Reservation) => record.nombre,
};
