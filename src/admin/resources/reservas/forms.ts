/** The forms and record screens, one chunk loaded when one of them first opens (see index.ts). */
export { BookingDetail } from './BookingDetail';
export { BookingCreate } from './BookingCreate';
export { BookingEdit } from './BookingEdit';
