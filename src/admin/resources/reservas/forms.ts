/** The forms and record screens, one chunk loaded when one of them first opens (see index.ts). */
export { ReservationDetail } from './ReservationDetail';
export { ReservationCreate } from './ReservationCreate';
export { ReservationEdit } from './ReservationEdit';
