import { isRole, ROLE_AREA, type Role } from '../../domain/roles';
import type { StaffGrants } from '../../domain/staffPermissions';

/**
 * What the browser keeps of a login: who and which role, never the password (DECISIONS SHELL-12/13); for the
 * secretary, what the owner grants her, which her menu and dashboard follow (the server decides every call).
 */
export interface StoredSession {
  username: string;
  role: Role;
  grants?: StaffGrants;
}

const grantsOf = (value: unknown): StaffGrants | undefined => {
  const grants = value as Partial<StaffGrants> | null | undefined;
  return grants && typeof grants === 'object'
    ? { secretary_bookings: grants.secretary_bookings === true, secretary_money: grants.secretary_money === true }
    : undefined;
};

export const SESSION_KEY = 'ep-control.session';

/** Where a session leads: no session to login, a session to its role's area (SHELL-07, SHELL-14). */
export const LOGIN_PATH = '/ep-control/login';
export const areaPath = (role: Role) => `/ep-control/${ROLE_AREA[role]}`;

export function readSession(): StoredSession | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as Partial<StoredSession> | null;
    if (value && typeof value.username === 'string' && isRole(value.role)) {
      const grants = grantsOf(value.grants);
      return grants
        ? { username: value.username, role: value.role, grants }
        : { username: value.username, role: value.role };
    }
  } catch {
    // A corrupt entry counts as no session.
  }
  return undefined;
}

export const writeSession = (session: StoredSession) =>
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ username: session.username, role: session.role, grants: grantsOf(session.grants) }),
  );

export const clearSession = () => localStorage.removeItem(SESSION_KEY);
