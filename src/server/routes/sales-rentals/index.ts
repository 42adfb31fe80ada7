import type { FastifyInstance } from 'fastify';
import { propertiesResource } from '../../../domain/properties';
import { salesRentalsVisibility } from '../../../domain/salesRentalsVisibility';
import { vehiclesResource } from '../../../domain/vehicles';
import { crudRoutes } from '../../crud/crudRoutes';
import { singletonRoutes } from '../../crud/singletonRoutes';
import { listingAdsRoute } from '../advertisements/endListingAds';
import { placeholderImageRoutes } from './placeholderImages';
import propertyHooks from './properties';
import { summaryRoute } from './summaryRoute';
import vehicleHooks from './vehicles';

/**
 * Sales & Rentals: properties and vehicles (a delete ends the listing's ads), the hub's summary, its visibility
 * settings and the listings' placeholder images.
 */
export default async function salesRentalsArea(scope: FastifyInstance) {
  crudRoutes(scope, propertiesResource, propertyHooks(scope.deps));
  crudRoutes(scope, vehiclesResource, vehicleHooks(scope.deps));
  // How many ads a delete would end, for the delete dialog.
  listingAdsRoute(scope, scope.deps.db, 'property');
  listingAdsRoute(scope, scope.deps.db, 'vehicle');
  singletonRoutes(scope, salesRentalsVisibility);
  summaryRoute(scope, scope.deps.db);
  placeholderImageRoutes(scope);
}
