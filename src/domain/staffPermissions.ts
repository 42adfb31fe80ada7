import { z } from 'zod';
import { defineSingleton } from './singleton';
import { lazy } from './lazy';

/**
 * What the owner grants the secretary beyond the spec's five areas (DECISIONS "SHELL-16 with a grant"): the
 * bookings (take and edit them, record payments, the manifest and calendar, assign drivers) and, separately,
 * the money screens (payments, refunds; later the reports and the cash-up). Both off on a new install.
 */
export const staffGrantsSchema = lazy(() =>
  z.strictObject({
    secretary_bookings: z.boolean().default(false),
    secretary_money: z.boolean().default(false),
  }),
);
export type StaffGrants = z.infer<typeof staffGrantsSchema>;

export const NO_GRANTS: StaffGrants = Object.freeze({ secretary_bookings: false, secretary_money: false });

export const staffPermissions = defineSingleton({
  name: 'staff-permissions',
  api: '/api/staff-permissions',
  schema: staffGrantsSchema,
  access: { read: 'owner', write: 'owner' },
});
