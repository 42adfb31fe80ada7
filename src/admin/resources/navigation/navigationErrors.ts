import { useNotify, type HttpError } from 'react-admin';

/** NAV-15..18: the spec's message for a failed call; a connection failure (status 0) says so. */
export function navErrorMessage(error: unknown, fallback: string): string | undefined {
  const { status, body } = (error ?? {}) as Partial<HttpError> & { body?: { errors?: Record<string, string> } };
  if (status === 0) return 'ep.navigation.connectionError';
  // Field errors are shown under their fields by react-admin; no second message.
  if (body?.errors && Object.keys(body.errors).length > 0) return undefined;
  return fallback;
}

/** An onError for navigation calls that notifies the spec's message, if any. */
export function useNavErrorNotifier(fallback: string) {
  const notify = useNotify();
  return (error: unknown) => {
    const message = navErrorMessage(error, fallback);
    if (message) notify(message, { type: 'error' });
  };
}
