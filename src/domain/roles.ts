/**
 * The one role table: the auth provider, the menu and the server's route guards all ask `canAccess`.
 * DECISIONS.md (SHELL-16): the secretary works pages, posts, categories, media, uploads, contact,
 * navigation and notifications; everything else is the owner's.
 */
export const ROLES = ['owner', 'secretary'] as const;
export type Role = (typeof ROLES)[number];

/** The route name of each role's area under /ep-control. */
export const ROLE_AREA = { owner: 'dueno', secretary: 'secretaria' } as const satisfies Record<Role, string>;
export type RoleArea = (typeof ROLE_AREA)[Role];

export const roleOfArea = (area: string): Role | undefined =>
  ROLES.find((role) => ROLE_AREA[role] === area);

export const SECRETARY_RESOURCES = [
  'pages',
  'posts',
  'categories',
  'media',
  'uploads',
  'contact',
  'navigation',
  'notifications',
] as const;

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

export interface AccessRequest {
  resource: string;
  action?: Action;
}

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

export function canAccess(role: Role | undefined | null, { resource }: AccessRequest): boolean {
  if (role === 'owner') return true;
  if (role === 'secretary') return (SECRETARY_RESOURCES as readonly string[]).includes(resource);
  return false;
}
