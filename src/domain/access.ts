import type { AccessLevel } from './resource';
import { findResource, findSingleton } from './resources';
import type { Role } from './roles';
import { NO_GRANTS, type StaffGrants } from './staffPermissions';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

export interface AccessRequest {
  resource: string;
  action?: Action;
}

/**
 * Who reads the money screens (cash-up, reports): the owner, or the secretary the owner granted the money
 * (`secretary_money`, issue 42).
 */
const MONEY_SCREENS: AccessLevel = 'money';

/**
 * Areas that are not declared resources (screens, the upload route, rules inside a route) or not declared yet,
 * and who may use them. docs/DECISIONS.md SHELL-16: the secretary works pages, posts, categories, media, uploads,
 * contact, navigation and notifications, plus what the owner grants her (staffPermissions.ts); everything
 * not named here or declared otherwise is the owner's. A future money screen (reports, cash-up) declares its
 * read as 'money': the owner, or the secretary with `secretary_money`.
 */
export const AREAS: Readonly<Record<string, AccessLevel>> = {
  dashboard: 'staff',
  profile: 'staff',
  uploads: 'staff',
  /** The day's manifest, ships in port and the month's calendar: who works the bookings (a driver: his runs). */
  manifest: 'bookings',
  /** Recording a guest's payment on a booking. */
  'payments.record': 'bookings',
  /** Giving money back. */
  refunds: 'money',
  /** A booking's own price in place of the tour's quote: the owner's alone (DECISIONS "SHELL-16 with a grant"). */
  'price-override': 'owner',
  /** The driver's own runs: check-in and collecting a balance on the bookings assigned to him. */
  'driver-run': 'driver',
  /** The owner's Permisos screen (the grants themselves are the staff-permissions singleton). */
  permisos: 'owner',
  /** Issue 41's money screens: the cash-up (caja, GET /api/cashup) and the reports (informes, /api/reports/*). */
  caja: MONEY_SCREENS,
  informes: MONEY_SCREENS,
  /** A partner's statement: read, print, send and mark settled (the partners' own terms are their declaration's). */
  'partner-statements': MONEY_SCREENS,
};

/** What a driver may read beyond his own area: the manifest, which the server answers with his runs only. */
const DRIVER_READS = new Set(['manifest']);

const READS = new Set(['list', 'show', 'export', 'read']);

/** The level the resource's declaration (or AREAS) sets for the action. */
export function accessLevel({ resource, action = 'list' }: AccessRequest): AccessLevel {
  const declared = findResource(resource) ?? findSingleton(resource);
  if (declared) return READS.has(action) ? declared.access.read : declared.access.write;
  return AREAS[resource] ?? 'owner';
}

/**
 * The one role table: the auth provider, the menu and the server's route guards all ask it. The owner may do
 * everything of the back office; the secretary what is open to staff and what the owner granted her; a
 * driver only his own runs (and the manifest, which the server narrows to them).
 */
export function canAccess(
  role: Role | undefined | null,
  request: AccessRequest,
  grants: StaffGrants = NO_GRANTS,
): boolean {
  const level = accessLevel(request);
  if (level === 'public') return true;
  if (role === 'driver')
    return level === 'driver' || (DRIVER_READS.has(request.resource) && READS.has(request.action ?? 'list'));
  if (level === 'driver') return false;
  if (role === 'owner') return true;
  if (role !== 'secretary') return false;
  if (level === 'staff') return true;
  if (level === 'bookings') return grants.secretary_bookings;
  if (level === 'money') return grants.secretary_money;
  return false;
}

/**
 * Whether the role works the resource in the back office (its screens, its menu item): it may both read and
 * change it. A resource the public site reads (FAQ, navigation) is not thereby open to the secretary.
 */
export const canManage = (role: Role | undefined | null, resource: string, grants: StaffGrants = NO_GRANTS): boolean =>
  canAccess(role, { resource, action: 'list' }, grants) && canAccess(role, { resource, action: 'edit' }, grants);
