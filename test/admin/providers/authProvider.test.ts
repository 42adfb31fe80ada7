import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/admin/providers/authProvider';
import { SESSION_KEY } from '../../../src/admin/providers/session';
import { fakeFetch } from './fakeFetch';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('authProvider', () => {
  it('SHELL-12 SHELL-13 logs in through the API and keeps {username, role} only, never the password', async () => {
    const calls = fakeFetch({ 'POST /api/auth/login': { body: { username: 'dueno', role: 'owner' } } });
    await createAuthProvider().login({ username: 'dueno', password: 'dueno-secret' });
    expect(calls[0].body).toEqual({ username: 'dueno', password: 'dueno-secret' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '')).toEqual({ username: 'dueno', role: 'owner' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('dueno-secret');
  });

  it('SHELL-11 a wrong pair rejects with Invalid credentials and stores nothing', async () => {
    fakeFetch({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid credentials' } } });
    await expect(createAuthProvider().login({ username: 'x', password: 'y' })).rejects.toThrow('Invalid credentials');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it(
    'SHELL-05 SHELL-06 SHELL-07 checkAuth passes only a session of the area role, else ' + 'redirects to login',
    async () => {
      await expect(createAuthProvider('owner').checkAuth({})).rejects.toMatchObject({
        redirectTo: '/ep-control/login',
      });
      localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'secretaria', role: 'secretary' }));
      await expect(createAuthProvider('secretary').checkAuth({})).resolves.toBeUndefined();
      await expect(createAuthProvider('owner').checkAuth({})).rejects.toMatchObject({
        redirectTo: '/ep-control/login',
      });
    },
  );

  it(
    'SHELL-07 SESSION a 401 that reaches checkError clears the session and opens login keeping the page; it ' +
      'does not throw (a throw reads as a saved edit)',
    async () => {
      localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'dueno', role: 'owner' }));
      window.history.replaceState(null, '', '/ep-control/dueno/pages/7?tab=1');
      const provider = createAuthProvider('owner');
      await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
      expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
      await expect(provider.checkError({ status: 401 })).resolves.toBeUndefined();
      expect(localStorage.getItem(SESSION_KEY)).toBeNull();
      expect(window.location.pathname).toBe('/ep-control/login');
      expect(window.history.state).toEqual({ next: '/ep-control/dueno/pages/7?tab=1' });
    },
  );

  it('SHELL-23 logout removes the stored session, tells the server and goes to login', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'dueno', role: 'owner' }));
    const calls = fakeFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(createAuthProvider('owner').logout({})).resolves.toBe('/ep-control/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(calls[0].url).toBe('/api/auth/logout');
  });

  it('SHELL-16 canAccess and permissions follow the stored role', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'secretaria', role: 'secretary' }));
    const provider = createAuthProvider('secretary');
    expect(await provider.getPermissions?.({})).toBe('secretary');
    expect(await provider.canAccess?.({ resource: 'pages', action: 'list' })).toBe(true);
    expect(await provider.canAccess?.({ resource: 'users', action: 'list' })).toBe(false);
  });
});
