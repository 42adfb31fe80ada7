import { propertyPayload, propertiesResource } from '../../../domain/properties';
import { defineHooks } from '../../crud/resource';
import { endListingAds } from '../advertisements/endListingAds';

/** PROP-11: empty owner fields take their placeholders whoever writes; deleting a property ends its ads. */
export default defineHooks(propertiesResource, () => ({
  beforeCreate: (data) => propertyPayload(data),
  beforeUpdate: (data) => propertyPayload(data),
  beforeDelete: async (existing, { trx, staff }) => {
    await endListingAds(trx, 'property', existing.id, staff);
  },
}));
