import { propertyPayload } from '../../domain/properties';
import { endListingAds, listingAdsRoute } from '../advertising/endListingAds';
import { placeholderImageRoutes } from '../listings/placeholderImages';
import { summaryRoute } from '../listings/summaryRoute';
import { defineHooks } from '../routes/resource';

/**
 * PROP-11: empty owner fields take their placeholders whoever writes; deleting a property ends its ads. The
 * hub's summary and the listing placeholder images are served from here, beside the first listings resource.
 */
export default defineHooks(({ db }) => ({
  beforeCreate: (data) => propertyPayload(data),
  beforeUpdate: (data) => propertyPayload(data),
  beforeDelete: async (existing, { trx, staff }) => {
    await endListingAds(trx, 'property', Number(existing.id), staff);
  },
  routes(app) {
    listingAdsRoute(app, db, 'property');
    summaryRoute(app, db);
    placeholderImageRoutes(app);
  },
}));
