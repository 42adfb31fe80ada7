import { registerBookingRoutes, withPayments } from '../bookings/routes';
import { defineHooks } from '../routes/resource';

/** Bookings: every write, the payments and the stats live in src/server/bookings; the show carries the payments. */
export default defineHooks(({ db }) => ({
  ownWrites: ['update'],
  expandRecord: (record) => withPayments(db, record),
  routes(app) {
    registerBookingRoutes(app, db);
  },
}));
