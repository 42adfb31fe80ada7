import { vehiclePayload, vehiclesResource } from '../../../domain/vehicles';
import { defineHooks } from '../../crud/resource';
import { endListingAds } from '../advertisements/endListingAds';

/** VEH-16: empty owner fields take their placeholders whoever writes; deleting a vehicle ends its ads. */
export default defineHooks(vehiclesResource, () => ({
  beforeCreate: (data) => vehiclePayload(data),
  beforeUpdate: (data) => vehiclePayload(data),
  beforeDelete: async (existing, { trx, staff }) => {
    await endListingAds(trx, 'vehicle', existing.id, staff);
  },
}));
