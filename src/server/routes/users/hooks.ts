import { usersResource } from '../../../domain/users';
import { badRequest } from '../../http/errors';
import { defineHooks } from '../../crud/resource';

/** Nobody deletes the staff record of the person signed in, whatever screen or client asks. */
export default defineHooks(usersResource, () => ({
  beforeDelete(existing, { staff }) {
    if (existing.username.trim().toLowerCase() === staff.username.toLowerCase())
      throw badRequest('ep.users.ownRecordDelete');
  },
}));
