import { propertyPayload } from '../../domain/properties';
import { placeholderImageRoutes } from '../listings/placeholderImages';
import { summaryRoute } from '../listings/summaryRoute';
import { defineHooks } from '../routes/resource';

/**
 * PROP-11: empty owner fields take their placeholders whoever writes. The hub's summary and the listing
 * placeholder images are served from here, beside the first listings resource.
 */
export default defineHooks(({ db }) => ({
  beforeCreate: (data) => propertyPayload(data),
  beforeUpdate: (data) => propertyPayload(data),
  routes(app) {
    summaryRoute(app, db);
    placeholderImageRoutes(app);
  },
}));
