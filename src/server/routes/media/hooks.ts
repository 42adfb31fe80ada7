import { mediaResource } from '../../../domain/media';
import { defineHooks } from '../../crud/resource';
import { scheduleOrphanCleanup } from '../../media/orphans';
import { removeMediaFiles } from '../../media/removeFiles';
import { uploadRoute } from '../../media/uploadRoute';
import { refuseIfUsed, usageRoute } from '../../media/usageRoute';

/** The media area's hooks: uploads, where each file is used, no deleting a used file, and the orphan cleanup. */
export default defineHooks(mediaResource, (deps) => ({
  async beforeDelete(existing, { trx }) {
    await refuseIfUsed(trx, existing);
  },
  async afterDelete(existing) {
    await removeMediaFiles(deps.db, deps.mediaDir, existing);
  },
  routes(scope) {
    void scope.register(uploadRoute(deps));
    void scope.register(usageRoute(deps.db));
    scheduleOrphanCleanup(scope, deps.db, deps.mediaDir);
  },
}));
