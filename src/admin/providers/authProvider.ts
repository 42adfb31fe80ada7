import type { AuthProvider } from 'react-admin';
import { canAccess, ROLE_AREA, type Role } from '../../domain/roles';
import { httpClient } from './httpClient';
import { clearSession, readSession, writeSession, type StoredSession } from './session';

export const LOGIN_PATH = '/ep-control/login';
export const areaPath = (role: Role) => `/ep-control/${ROLE_AREA[role]}`;

const toLogin = () => ({ redirectTo: LOGIN_PATH, message: false as const });

/**
 * Auth over /api/auth/*. `area` is the role whose area this admin serves: a session of another role
 * is sent to login (SHELL-05..07), which then forwards it to its own dashboard (SHELL-14).
 */
export function createAuthProvider(area?: Role): AuthProvider & { login(params: { username: string; password: string }): Promise<StoredSession> } {
  return {
    async login({ username, password }) {
      try {
        const { json } = await httpClient<StoredSession>('/api/auth/login', {
          method: 'POST',
          body: JSON.stringify({ username, password }),
        });
        writeSession(json);
        return json;
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 401) throw new Error('Invalid credentials');
        throw error;
      }
    },
    async logout() {
      clearSession();
      await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
      return LOGIN_PATH;
    },
    async checkAuth() {
      const session = readSession();
      if (!session || (area && session.role !== area)) throw toLogin();
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        clearSession();
        throw toLogin();
      }
    },
    async getIdentity() {
      const session = readSession();
      if (!session) throw toLogin();
      return { id: session.username, fullName: session.username };
    },
    async getPermissions() {
      return readSession()?.role;
    },
    async canAccess({ resource, action }) {
      return canAccess(readSession()?.role, { resource, action });
    },
  };
}
