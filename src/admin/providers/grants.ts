import { useSyncExternalStore } from 'react';
import { canAccess, type AccessRequest } from '../../domain/access';
import { NO_GRANTS, type StaffGrants } from '../../domain/staffPermissions';
import { readSession, SESSION_KEY, writeSession } from './session';

const listeners = new Set<() => void>();
let last: { text: string | null; grants: StaffGrants } | undefined;

/** The stored session's grants, the same object while the stored text stays the same (a store's snapshot). */
function snapshot(): StaffGrants {
  const text = localStorage.getItem(SESSION_KEY);
  if (last?.text !== text) last = { text, grants: readSession()?.grants ?? NO_GRANTS };
  return last.grants;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** What the owner grants the secretary, as this browser last heard it; her menu and screens follow it. */
export const useGrants = (): StaffGrants => useSyncExternalStore(subscribe, snapshot);

/**
 * Whether the signed-in role may do `request`, with the grants as this browser last heard them: a screen shows
 * only what the server would take (a refund, a payment's delete, an own price stay the owner's).
 */
export function useAllowed(request: AccessRequest): boolean {
  const grants = useGrants();
  return canAccess(readSession()?.role, request, grants);
}

const same = (a: StaffGrants, b: StaffGrants) =>
  a.secretary_bookings === b.secretary_bookings && a.secretary_money === b.secretary_money;

/**
 * Asks the server who is signed in and keeps the grants it answers: the owner's change reaches the secretary's
 * menu when her area opens or her window comes back to the front. Answers whether they changed.
 */
export async function refreshGrants(): Promise<boolean> {
  const session = readSession();
  if (session?.role !== 'secretary') return false;
  const response = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return false;
  const me = (await response.json()) as { username?: string; role?: string; grants?: StaffGrants };
  if (me.username !== session.username || me.role !== session.role || !me.grants) return false;
  if (same(me.grants, session.grants ?? NO_GRANTS)) return false;
  writeSession({ ...session, grants: me.grants });
  listeners.forEach((listener) => listener());
  return true;
}
