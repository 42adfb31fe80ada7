import { useNotify } from 'react-admin';

interface FailedCall {
  status?: number;
  body?: { errors?: Record<string, unknown> | null };
}

export const CONFLICT_MESSAGE = 'ep.form.conflict';

/** True when the server named the fields at fault: react-admin shows those under the fields themselves. */
export const hasFieldErrors = (error: unknown) =>
  Object.keys((error as FailedCall | undefined)?.body?.errors ?? {}).length > 0;

/**
 * The onError of every Create/Edit. A 409 (someone saved the record first) says so and stays until closed;
 * the form, being pessimistic, keeps what was typed. Field errors are left to the fields. Anything else shows
 * `describe(error)`, a screen's own message; returning undefined stays silent (PAGE-08).
 */
export function useSaveFailure(describe: (error: unknown) => string | undefined = () => 'ra.notification.http_error') {
  const notify = useNotify();
  return (error: unknown) => {
    if ((error as FailedCall | undefined)?.status === 409) {
      notify(CONFLICT_MESSAGE, { type: 'error', autoHideDuration: null });
      return;
    }
    if (hasFieldErrors(error)) return;
    const message = describe(error);
    if (message) notify(message, { type: 'error' });
  };
}
