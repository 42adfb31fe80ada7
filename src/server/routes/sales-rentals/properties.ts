import { propertyPayload } from '../../../domain/properties';
import { defineHooks } from '../../crud/resource';

/** PROP-11: empty owner fields take their placeholders whoever writes. */
export default defineHooks(() => ({
  beforeCreate: (data) => propertyPayload(data),
  beforeUpdate: (data) => propertyPayload(data),
}));
