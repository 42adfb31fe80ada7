import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';
import { lazy } from './lazy';

/** USER-05, DECISIONS USER-01: staff records (administrators and drivers), not login accounts. */
export const USER_ROLES = ['Owner', 'Secretary', 'Driver'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

export const userSchema = lazy(() =>
  z.object({
    username: requiredText(40, 'ep.users.usernameRequired').regex(/^[\p{L}\p{N}._-]+$/u, 'ep.users.usernameFormat'),
    email: email('ep.users.emailInvalid'),
    role: z.enum(USER_ROLES).default('Secretary'),
    status: z.enum(USER_STATUSES).default('active'),
    phone: phone().default(''),
    vehicle: text(80).default(''),
    plate: text(15)
      .regex(/^[\p{L}\p{N} -]*$/u, 'ep.users.plateFormat')
      .default(''),
  }),
);

export const usersResource = defineResource({
  name: 'users',
  api: '/api/users',
  schema: userSchema,
  search: ['username', 'email', 'phone', 'vehicle', 'plate'],
  access: { read: 'bookings', write: 'owner' },
  unique: { username: 'ep.users.usernameTaken' },
  list: {
    sortable: ['username', 'email', 'role', 'status'],
    filterable: ['role', 'status'],
    defaultSort: [['id', 'asc']],
  },
  screens: true,
});

export type StaffUser = RecordOf<typeof usersResource>;
