import { scheduleOrphanCleanup } from '../media/orphans';
import { removeMediaFiles } from '../media/removeFiles';
import { uploadRoute } from '../media/uploadRoute';
import { refuseIfUsed, usageRoute } from '../media/usageRoute';
import { defineHooks } from '../routes/resource';

/** The media area: uploads, where each file is used, no deleting a used file, and the orphan cleanup. */
export default defineHooks((deps) => ({
  async beforeDelete(existing, { trx }) {
    await refuseIfUsed(trx, existing);
  },
  async afterDelete(existing) {
    await removeMediaFiles(deps.db, deps.mediaDir, existing);
  },
  routes(app) {
    void app.register(uploadRoute(deps));
    void app.register(usageRoute(deps.db));
    scheduleOrphanCleanup(app, deps.db, deps.mediaDir);
  },
}));
