import { canManage } from './access';
import { NOTIFICATION_TARGETS, NOTIFICATION_TYPES, type NotificationType } from './notifications';
import type { Role } from './roles';
import { NO_GRANTS, type StaffGrants } from './staffPermissions';

/**
 * A notification tells what happened in one area (a booking, a message, a review) and quotes it: the caller
 * gets it only when she works that area herself (DECISIONS SHELL-16), so the secretary's bell carries no
 * booking's name, date or party.
 */
export const notificationTypesFor = (
  role: Role | undefined | null,
  grants: StaffGrants = NO_GRANTS,
): NotificationType[] => NOTIFICATION_TYPES.filter((type) => canManage(role, NOTIFICATION_TARGETS[type], grants));

export const seesNotification = (
  role: Role | undefined | null,
  type: string,
  grants: StaffGrants = NO_GRANTS,
): boolean => notificationTypesFor(role, grants).some((visible) => visible === type);
