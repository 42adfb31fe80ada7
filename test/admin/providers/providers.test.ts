import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/admin/providers/authProvider';
import { SESSION_KEY, writeSession } from '../../../src/admin/providers/session';
import { fakeFetch } from './fakeFetch';
import { QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createQueryClient } from '../../../src/admin/providers/queryClient';
import { useSessionWatch } from '../../../src/admin/providers/useSessionWatch';
import { httpClient } from '../../../src/admin/providers/httpClient';
import {
  gaveUpSigningIn,
  isAskingToSignIn,
  signedInAgain,
  signedInAsSomeoneElse,
  subscribeSignInAgain,
} from '../../../src/admin/providers/signInAgain';

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

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

describe('the role area query client', () => {
  beforeEach(() => localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'secretaria', role: 'secretary' })));
  afterEach(() => localStorage.clear());

  /** What a react-admin hook sees on its first render: an observer of the query, before anything is fetched. */
  function firstLook(queryClient: ReturnType<typeof createQueryClient>, queryKey: unknown[]) {
    const queryFn = vi.fn(async () => 'asked');
    const observer = new QueryObserver(queryClient, { queryKey, queryFn });
    return { result: observer.getCurrentResult(), observer, queryFn };
  }

  it(
    "SHELL-16 SPEED answers react-admin's auth checks from the stored session as they are first asked, not a " +
      'render later',
    () => {
      const queryClient = createQueryClient('secretary');
      expect(firstLook(queryClient, ['auth', 'checkAuth', {}]).result).toMatchObject({ isPending: false, data: true });
      expect(firstLook(queryClient, ['auth', 'getPermissions', { params: { route: 'dashboard' } }]).result.data).toBe(
        'secretary',
      );
      expect(firstLook(queryClient, ['auth', 'getIdentity']).result.data).toEqual({
        id: 'secretaria',
        fullName: 'secretaria',
      });
      expect(firstLook(queryClient, ['auth', 'canAccess', { action: 'list', resource: 'pages' }]).result.data).toBe(
        true,
      );
      expect(firstLook(queryClient, ['auth', 'canAccess', { action: 'delete', resource: 'users' }]).result.data).toBe(
        false,
      );
      // A data query is asked as usual.
      expect(firstLook(queryClient, ['pages', 'getList', {}]).result.isPending).toBe(true);
    },
  );

  it(
    'SHELL-07 a check the stored session fails (another role, or none) is left to react-admin to ask, which ' +
      'leaves for login',
    () => {
      expect(firstLook(createQueryClient('owner'), ['auth', 'checkAuth', {}]).result.isPending).toBe(true);
      localStorage.clear();
      expect(firstLook(createQueryClient('secretary'), ['auth', 'checkAuth', {}]).result.isPending).toBe(true);
    },
  );

  it(
    'SHELL-07 the answers are kept from page to page; once another tab ends or changes the session, the next ' +
      'page asks again',
    async () => {
      const queryClient = createQueryClient('secretary');
      renderHook(() => useSessionWatch(queryClient));
      const page = () => {
        const { observer, queryFn } = firstLook(queryClient, ['auth', 'checkAuth', {}]);
        return { leave: observer.subscribe(() => undefined), queryFn };
      };
      page().leave();
      window.dispatchEvent(new StorageEvent('storage', { key: 'RaStore.locale' }));
      const second = page();
      expect(second.queryFn).not.toHaveBeenCalled();

      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
      // The page open stays as it is (a form being filled in is not lost) ...
      expect(second.queryFn).not.toHaveBeenCalled();
      second.leave();
      // ... and the next one asks.
      const third = page();
      await vi.waitFor(() => expect(third.queryFn).toHaveBeenCalledTimes(1));
      third.leave();
    },
  );
});

describe('signing in again', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  /** Resolves once the sign-in dialog is asked for. */
  const asked = () =>
    new Promise<void>((resolve) => {
      if (isAskingToSignIn()) return resolve();
      const stop = subscribeSignInAgain(() => {
        if (isAskingToSignIn()) {
          stop();
          resolve();
        }
      });
    });

  it(
    'SESSION a save answered 401 while signed in waits for the sign-in and is sent again with what ' + 'was typed',
    async () => {
      writeSession({ username: 'dueno', role: 'owner' });
      let answers = 0;
      const calls = fakeFetch({
        'PUT /api/pages/7': () =>
          ++answers === 1
            ? { status: 401, body: { error: 'No autorizado', code: 'unauthorized' } }
            : { body: { id: 7, title: 'Nuevo' } },
      });
      const saved = httpClient('/api/pages/7', { method: 'PUT', body: JSON.stringify({ title: 'Nuevo' }) });
      await asked();
      signedInAgain();
      await expect(saved).resolves.toMatchObject({ status: 200, json: { id: 7, title: 'Nuevo' } });
      expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
        ['PUT', '/api/pages/7', { title: 'Nuevo' }],
        ['PUT', '/api/pages/7', { title: 'Nuevo' }],
      ]);
      expect(isAskingToSignIn()).toBe(false);
    },
  );

  it('SESSION calls waiting together are all sent again after one sign-in', async () => {
    writeSession({ username: 'dueno', role: 'owner' });
    let signedIn = false;
    fakeFetch({
      'GET /api/': () => (signedIn ? { body: { ok: true } } : { status: 401, body: { code: 'unauthorized' } }),
    });
    const first = httpClient('/api/pages');
    const second = httpClient('/api/posts');
    await asked();
    signedIn = true;
    signedInAgain();
    await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  });

  it('SESSION leaving the dialog fails the waiting call with its 401', async () => {
    writeSession({ username: 'dueno', role: 'owner' });
    fakeFetch({ 'PUT /api/pages/7': { status: 401, body: { error: 'No autorizado', code: 'unauthorized' } } });
    const saved = httpClient('/api/pages/7', { method: 'PUT', body: '{}' });
    await asked();
    gaveUpSigningIn();
    await expect(saved).rejects.toMatchObject({ status: 401 });
  });

  it(
    'STAFF SESSION another user signing in does not send the waiting save: it fails as not saved, ' + 'not as a 401',
    async () => {
      writeSession({ username: 'dueno', role: 'owner' });
      const calls = fakeFetch({ 'PUT /api/pages/7': { status: 401, body: { code: 'unauthorized' } } });
      const saved = httpClient('/api/pages/7', { method: 'PUT', body: '{"title":"Nuevo"}' });
      await asked();
      signedInAsSomeoneElse();
      await expect(saved).rejects.toMatchObject({ status: 403, body: { code: 'other_user' } });
      expect(calls).toHaveLength(1);
    },
  );

  it('SESSION a 401 with nobody signed in fails at once without asking', async () => {
    fakeFetch({ 'GET /api/pages': { status: 401, body: { code: 'unauthorized' } } });
    await expect(httpClient('/api/pages')).rejects.toMatchObject({ status: 401 });
    expect(isAskingToSignIn()).toBe(false);
  });
});
