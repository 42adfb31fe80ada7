/**
 * The roles that sign in and their areas. Kept free of the resource declarations so the login page, which
 * needs only these, stays light; who may do what is `canAccess` in access.ts.
 */
export const ROLES = ['owner', 'secretary', 'driver'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that work the back office (react-admin); a driver has a phone screen of his own runs. */
export type StaffRole = Exclude<Role, 'driver'>;

/** The route name of each role's area under /ep-control. */
export const ROLE_AREA = { owner: 'dueno', secretary: 'secretaria', driver: 'conductor' } as const satisfies Record<
  Role,
  string
>;
export type RoleArea = (typeof ROLE_AREA)[Role];

export const roleOfArea = (area: string): Role | undefined => ROLES.find((role) => ROLE_AREA[role] === area);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
