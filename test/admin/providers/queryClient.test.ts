import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createQueryClient } from '../../../src/admin/providers/queryClient';
import { SESSION_KEY } from '../../../src/admin/providers/session';
import { useSessionWatch } from '../../../src/admin/providers/useSessionWatch';

beforeEach(() => localStorage.setItem(SESSION_KEY, JSON.stringify({ username: 'secretaria', role: 'secretary' })));
afterEach(() => localStorage.clear());

/** What a react-admin hook sees on its first render: an observer of the query, before anything is fetched. */
function firstLook(queryClient: ReturnType<typeof createQueryClient>, queryKey: unknown[]) {
  const queryFn = vi.fn(async () => 'asked');
  const observer = new QueryObserver(queryClient, { queryKey, queryFn });
  return { result: observer.getCurrentResult(), observer, queryFn };
}

describe('the role area query client', () => {
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
