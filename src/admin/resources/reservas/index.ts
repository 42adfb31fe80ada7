import { createElement } from 'react';
import { Route } from 'react-router-dom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Reservation } from '../../../domain/reservations';
import { chunk, lazyView } from '../../components/lazyView';
import { reservationListChunk } from './listChunk';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const ReservationList = lazyView(reservationListChunk, 'ReservationList');
const forms = chunk(() => import('./forms'));
const ReservationDetail = lazyView(forms, 'ReservationDetail');
const ReservationCreate = lazyView(forms, 'ReservationCreate');
const ReservationEdit = lazyView(forms, 'ReservationEdit');

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
