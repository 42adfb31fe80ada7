import { chunk } from '../../components/lazyView';

/** The bookings list's chunk: firstScreens.ts starts it for a typed URL, the resource renders it. */
export const bookingListChunk = chunk(() => import('./BookingList'));
