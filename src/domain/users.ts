import { z } from 'zod';
import { entitySchemas, type RecordMeta } from './common';

/** USER-05, DECISIONS USER-01: staff records (administrators and drivers), not login accounts. */
export const USER_ROLES = ['Owner', 'Secretary', 'Driver'] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

export const userSchemas = entitySchemas(
  {
    username: z.string().trim().min(1, 'Username is required'),
    email: z.email('Enter a valid email'),
    role: z.enum(USER_ROLES),
    status: z.enum(USER_STATUSES),
    phone: z.string(),
    vehicle: z.string(),
    plate: z.string(),
  },
  { role: 'Secretary', status: 'active', phone: '', vehicle: '', plate: '' },
);
export const userCreate = userSchemas.create;
export const userUpdate = userSchemas.update;

export interface StaffUser extends RecordMeta {
  username: string;
  email: string;
  role: (typeof USER_ROLES)[number];
  status: (typeof USER_STATUSES)[number];
  phone: string;
  vehicle: string;
  plate: string;
}
