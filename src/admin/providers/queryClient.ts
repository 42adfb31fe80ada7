import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 3;

/** A 4xx answer (gone, forbidden, invalid) will not change on a second try; only failures without one are retried. */
export function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Issue 23: a link to a deleted listing answers 404 at once instead of after three retries. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => !isClientError(error) && failures < MAX_RETRIES },
    },
  });
