import { registerPaymentRoutes } from '../bookings/routes';
import { defineHooks } from '../routes/resource';

/** A booking's payments: recorded and deleted with the booking's totals (src/server/bookings). */
export default defineHooks(({ db }) => ({
  ownWrites: ['delete'],
  routes(app) {
    registerPaymentRoutes(app, db);
  },
}));
