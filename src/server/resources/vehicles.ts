import { vehiclePayload } from '../../domain/vehicles';
import { endListingAds, listingAdsRoute } from '../advertising/endListingAds';
import { defineHooks } from '../routes/resource';

/** VEH-16: empty owner fields take their placeholders whoever writes; deleting a vehicle ends its ads. */
export default defineHooks(({ db }) => ({
  beforeCreate: (data) => vehiclePayload(data),
  beforeUpdate: (data) => vehiclePayload(data),
  beforeDelete: async (existing, { trx, staff }) => {
    await endListingAds(trx, 'vehicle', Number(existing.id), staff);
  },
  routes(app) {
    listingAdsRoute(app, db, 'vehicle');
  },
}));
