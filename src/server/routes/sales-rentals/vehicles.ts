import { vehiclePayload } from '../../../domain/vehicles';
import { defineHooks } from '../../crud/resource';

/** VEH-16: empty owner fields take their placeholders whoever writes. */
export default defineHooks(() => ({
  beforeCreate: (data) => vehiclePayload(data),
  beforeUpdate: (data) => vehiclePayload(data),
}));
