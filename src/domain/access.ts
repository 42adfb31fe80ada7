import type { AccessLevel } from './resource';
import { findResource, findSingleton } from './resources';
import type { Role } from './roles';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

export interface AccessRequest {
  resource: string;
  action?: Action;
}

/**
 * Who reads the money screens (cash-up, reports). The owner alone until the team branch's grants land; then this
 * one line becomes 'money' (the owner, or the secretary with `secretary_money`).
 */
const MONEY_SCREENS: AccessLevel = 'owner';

/**
 * Areas that are not declared resources (screens, the upload route) or not declared yet, and who may use
 * them. DECISIONS.md SHELL-16: the secretary works pages, posts, categories, media, uploads, contact,
 * navigation and notifications; everything not named here or declared otherwise is the owner's.
 * An area's issue removes its line when it declares the resource.
 */
export const AREAS: Readonly<Record<string, AccessLevel>> = {
  dashboard: 'staff',
  profile: 'staff',
  uploads: 'staff',
  /** Issue 41's money screens: the cash-up (caja, GET /api/cashup) and the reports (informes, /api/reports/*). */
  caja: MONEY_SCREENS,
  informes: MONEY_SCREENS,
};

const READS = new Set(['list', 'show', 'export', 'read']);

function levelOf({ resource, action = 'list' }: AccessRequest): AccessLevel {
  const declared = findResource(resource) ?? findSingleton(resource);
  if (declared) return READS.has(action) ? declared.access.read : declared.access.write;
  return AREAS[resource] ?? 'owner';
}

/**
 * The one role table: the auth provider, the menu and the server's route guards all ask it. The owner may
 * do everything; the secretary what the resource's declaration (or AREAS) opens to staff.
 */
export function canAccess(role: Role | undefined | null, request: AccessRequest): boolean {
  const level = levelOf(request);
  if (level === 'public') return true;
  if (role === 'owner') return true;
  return role === 'secretary' && level === 'staff';
}

/**
 * Whether the role works the resource in the back office (its screens, its menu item): it may both read and
 * change it. A resource the public site reads (FAQ, navigation) is not thereby open to the secretary.
 */
export const canManage = (role: Role | undefined | null, resource: string): boolean =>
  canAccess(role, { resource, action: 'list' }) && canAccess(role, { resource, action: 'edit' });
