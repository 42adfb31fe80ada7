import { reservationsResource } from '../../../domain/reservations';
import { paymentsResource } from '../../../domain/payments';
import { registerBookingRoutes, registerPaymentRoutes, withPayments } from '../../bookings/routes';
import { defineHooks } from '../../crud/resource';

/** Bookings: every write, the stats and the visitors' bookings live in src/server/bookings; the show carries the payments. */
export default defineHooks(reservationsResource, ({ db }) => ({
  ownWrites: ['update'],
  expandRecord: (record) => withPayments(db, record),
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
