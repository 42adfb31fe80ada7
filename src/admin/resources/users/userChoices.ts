import { USER_ROLES, USER_STATUSES } from '../../../domain/users';

/** Stored values with message keys for their labels ('Dueño', 'Activo'…); never the raw value on screen. */
export const ROLE_CHOICES = USER_ROLES.map((role) => ({ id: role, name: `ep.userRoles.${role}` }));
export const STATUS_CHOICES = USER_STATUSES.map((status) => ({ id: status, name: `ep.userStatuses.${status}` }));
