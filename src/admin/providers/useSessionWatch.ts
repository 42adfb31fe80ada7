import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AUTH_QUERIES } from './queryClient';
import { SESSION_KEY } from './session';

/**
 * react-admin's checks of the session (signed in, the role's permissions and access) read only the stored
 * session, so they are kept until it changes (queryClient.ts) instead of asked again on every page, where each
 * new answer rendered the layout and the screen again. When another tab ends or replaces the session, they are
 * asked again on the next page opened here, as before: a wrong role or no session then leaves for login
 * (SHELL-07). Not at once: a form being filled in here stays, and its save meets the sign-in dialog instead.
 */
export function useSessionWatch(queryClient: QueryClient) {
  useEffect(() => {
    const changed = ({ key }: StorageEvent) => {
      if (key === SESSION_KEY || key === null)
        void queryClient.invalidateQueries({ queryKey: AUTH_QUERIES, refetchType: 'none' });
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [queryClient]);
}
