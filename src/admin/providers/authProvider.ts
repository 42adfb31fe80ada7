import type { AuthProvider } from 'react-admin';
import { canAccess, type AccessRequest } from '../../domain/access';
import type { Role } from '../../domain/roles';
import { httpClient } from './httpClient';
import { loginRequest } from './loginRequest';
import { clearSession, LOGIN_PATH, readSession, type StoredSession } from './session';
import { leaveForLogin } from './nextPage';

// They live in session.ts so the login page can use them without loading react-admin.
export { areaPath, LOGIN_PATH } from './session';

const toLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const });

/**
 * react-admin's checks of the session, answered from the stored session alone (no call to the server): the auth
 * provider's, and the role area's query client answers each as it is first asked (queryClient.ts). `area` is the
 * role whose area this admin serves: a session of another role is sent to login (SHELL-05..07).
 */
export function sessionChecks(area?: Role) {
  return {
    checkAuth() {
      const session = readSession();
      if (!session || (area && session.role !== area)) throw toLogin();
      return true;
    },
    getIdentity() {
      const session = readSession();
      if (!session) throw toLogin();
      return { id: session.username, fullName: session.username };
    },
    getPermissions: () => readSession()?.role,
    canAccess: ({ resource, action }: AccessRequest) => {
      const session = readSession();
      return canAccess(session?.role, { resource, action }, session?.grants);
    },
  };
}

/**
 * Auth over /api/auth/*. `area` is the role whose area this admin serves: a session of another role
 * is sent to login (SHELL-05..07), which then forwards it to its own dashboard (SHELL-14).
 */
export function createAuthProvider(
  area?: Role,
): AuthProvider & { login(params: { username: string; password: string }): Promise<StoredSession> } {
  const checks = sessionChecks(area);
  return {
    login: loginRequest,
    async logout() {
      clearSession();
      await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
      return LOGIN_PATH;
    },
    async checkAuth() {
      checks.checkAuth();
    },
    /**
     * A 401 reaches here only once nobody is signed in here any more or she chose to leave the sign-in
     * dialog (signInAgain.ts). It opens login keeping this page for the next sign-in, and does not throw:
     * react-admin answers a call whose checkError throws with empty data, which a save reads as a success
     * ('Elemento actualizado' over a lost edit, issue 23); the call fails instead.
     */
    async checkError(error: { status?: number }) {
      if (error?.status === 401) leaveForLogin();
    },
    getIdentity: async () => checks.getIdentity(),
    getPermissions: async () => checks.getPermissions(),
    canAccess: async (request) => checks.canAccess(request),
  };
}
