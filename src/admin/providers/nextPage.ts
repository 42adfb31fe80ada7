import type { Role } from '../../domain/roles';
import { goTo } from '../entryRouter';
import { areaPath, clearSession, LOGIN_PATH } from './session';

/**
 * The page a sign-in was asked for, carried in the login page's history entry (the URL stays the spec's
 * `login`): a deep link opened signed out, or the page a session ended on. Light: the login page uses it.
 */
interface LoginState {
  next?: unknown;
}

export const loginStateFor = (next: string): LoginState => ({ next });

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Where a sign-in of `role` goes: the page asked for when it is in that role's area, else its dashboard. */
export function pageAfterLogin(role: Role, state: unknown = window.history.state): string {
  const next = (state as LoginState | null)?.next;
  const area = areaPath(role);
  return typeof next === 'string' && (next === area || next.startsWith(`${area}/`)) ? next : area;
}

/** Ends the stored session and opens login, remembering this page for the next sign-in. */
export function leaveForLogin() {
  clearSession();
  if (window.location.pathname !== LOGIN_PATH) goTo(LOGIN_PATH, { state: loginStateFor(here()) });
}
