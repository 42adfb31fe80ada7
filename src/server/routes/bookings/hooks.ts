import { bookingsResource } from '../../../domain/bookings';
import { paymentsResource } from '../../../domain/payments';
import { registerBookingRoutes, registerPaymentRoutes, withPayments } from '../../bookings/routes';
import { defineHooks } from '../../crud/resource';
import { bookingSearch } from '../../bookings/search';

/**
 * Bookings: every write, the stats and the visitors' bookings live in src/server/bookings; the show carries the
 * payments.
 */
export default defineHooks(bookingsResource, ({ db }) => ({
  ownWrites: ['update'],
  expandRecord: (record) => withPayments(db, record),
  // The search box finds a booking by its reference and its phone's digits too (issue 39).
  list: bookingSearch(db),
  routes(scope) {
    registerBookingRoutes(scope, db);
  },
}));

/** A booking's payments: recorded and deleted with the booking's totals in the same transaction. */
export const paymentHooks = defineHooks(paymentsResource, ({ db }) => ({
  ownWrites: ['delete'],
  routes(scope) {
    registerPaymentRoutes(scope, db);
  },
}));
