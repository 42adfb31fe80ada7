import { createElement } from 'react';
import { Route } from 'react-router-dom';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { Booking } from '../../../domain/bookings';
import { BookingDetail } from './BookingDetail';
import { BookingCreate } from './BookingCreate';
import { BookingEdit } from './BookingEdit';
import { lazyView } from '../../components/lazyView';
import { bookingListChunk } from './listChunk';

// The list loads when first opened; forms stay in the area's chunk so nothing typed is lost to a reload.
const BookingList = lazyView(bookingListChunk, 'BookingList');

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
