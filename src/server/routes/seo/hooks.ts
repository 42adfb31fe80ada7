import { seoEntriesResource } from '../../../domain/seo/seoEntries';
import { nowIso } from '../../db/repository';
import { defineHooks } from '../../crud/resource';

/** SEO-12: `last_update` is the server's to set, on every save, so it cannot be back-dated. */
export default defineHooks(seoEntriesResource, () => ({
  beforeCreate: (data) => ({ ...data, last_update: nowIso() }),
  beforeUpdate: (data) => ({ ...data, last_update: nowIso() }),
}));
