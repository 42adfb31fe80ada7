import type { FastifyInstance } from 'fastify';
import { bookingsResource } from '../../../domain/bookings';
import { paymentsResource } from '../../../domain/payments';
import { bookingMessages } from '../../../domain/bookingMessages';
import { shipCallsResource } from '../../../domain/shipCalls';
import { fleetVehiclesResource } from '../../../domain/fleetVehicles';
import { transferZonesResource } from '../../../domain/transferZones';
import { crudRoutes } from '../../crud/crudRoutes';
import { singletonRoutes } from '../../crud/singletonRoutes';
import hooks, { paymentHooks } from './hooks';
import { registerManifestRoutes } from './manifestRoutes';
import { shipCallHooks } from './shipCallImport';
import { registerShipsOfDay } from './shipsOfDay';

/**
 * Tour bookings: the visitors' and the staff's, their payments, the confirmation template and the period statistics
 * (issue 21).
 */
export default async function bookingsArea(scope: FastifyInstance) {
  crudRoutes(scope, bookingsResource, hooks(scope.deps));
  crudRoutes(scope, paymentsResource, paymentHooks(scope.deps));
  // The confirmation message's template per guest language (the detail's WhatsApp dialog edits it).
  singletonRoutes(scope, bookingMessages);
  // The day's run (issue 22): the manifest and its tables (ships in port, the fleet, the transfers' zones).
  crudRoutes(scope, shipCallsResource, shipCallHooks(scope.deps));
  crudRoutes(scope, fleetVehiclesResource);
  crudRoutes(scope, transferZonesResource);
  registerManifestRoutes(scope, scope.deps.db, scope.deps.keepListAnswers);
  registerShipsOfDay(scope, scope.deps.db);
  // A booking's write may have queued a message to its guest: sent once the answer (and so the commit) is out.
  scope.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) scope.deps.guestOutbox?.kick();
  });
}
