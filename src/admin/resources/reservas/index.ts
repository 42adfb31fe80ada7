import { createElement } from 'react';
import { Route } from 'react-router-dom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Booking } from '../../../domain/bookings';
import { chunk, lazyView } from '../../components/lazyView';
import { bookingListChunk } from './listChunk';

// The list loads when first opened; the forms and record screens when one of them first opens, together: a new
// record opens its own page, and while a chunk of its own loaded the form just left would take typing it then drops.
const BookingList = lazyView(bookingListChunk, 'BookingList');
const forms = chunk(() => import('./forms'));
const BookingDetail = lazyView(forms, 'BookingDetail');
const BookingCreate = lazyView(forms, 'BookingCreate');
const BookingEdit = lazyView(forms, 'BookingEdit');

/**
 * The spec's route `reservas`; its detail reservas/{id} (RES-08) is the booking with its money and payments,
 * the form is reservas/create and reservas/{id}/editar (DECISIONS RES-12).
 */
export default {
  list: BookingList,
  create: BookingCreate,
  edit: BookingDetail,
  children: createElement(Route, { path: ':id/editar', element: createElement(BookingEdit) }),
  icon: EventNoteIcon,
  recordRepresentation: (record: Booking) => record.nombre,
};
