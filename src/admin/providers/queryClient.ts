import { QueryClient } from '@tanstack/react-query';
import type { AccessRequest } from '../../domain/access';
import type { Role } from '../../domain/roles';
import { sessionChecks } from './authProvider';

const MAX_RETRIES = 3;
/** The key every react-admin auth query starts with. */
export const AUTH_QUERIES = ['auth'];

/** A 4xx answer (gone, forbidden, invalid) will not change on a second try; only failures without one are retried. */
export function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The role area's query client. Issue 23: a link to a deleted listing answers 404 at once instead of after three
 * retries. `area`: the role whose area it serves. react-admin asks its auth checks (signed in, permissions, each
 * screen's and button's access) as queries, and each answer that arrives a moment later renders the layout or the
 * screen again (and the permissions' answer registers every resource anew, once more); they read only the stored
 * session, so each is answered as it is first asked, kept until the session changes (useSessionWatch.ts). A
 * check that fails (no session, another role's) is asked as usual, and leaves for login.
 */
export function createQueryClient(area?: Role) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => !isClientError(error) && failures < MAX_RETRIES },
    },
  });
  queryClient.setQueryDefaults(AUTH_QUERIES, { staleTime: Infinity });
  const checks: Record<string, (params: AccessRequest) => unknown> = sessionChecks(area);
  // Called for every event of every query (each observer's update too): anything but a new query returns first.
  queryClient.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'added') return;
    const [scope, check, params] = query.queryKey as [unknown, string, AccessRequest];
    if (scope !== AUTH_QUERIES[0] || !Object.hasOwn(checks, check)) return;
    try {
      queryClient.setQueryData(query.queryKey, checks[check](params) ?? null);
    } catch {
      // Left to react-admin to ask, which then leaves for login.
    }
  });
  return queryClient;
}
