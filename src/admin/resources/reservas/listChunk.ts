import { chunk } from '../../components/lazyView';

/** The reservations list's chunk: firstScreens.ts starts it for a typed URL, the resource renders it. */
export const reservationListChunk = chunk(() => import('./ReservationList'));
