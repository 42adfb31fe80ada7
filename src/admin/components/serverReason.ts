import { HttpError } from 'react-admin';

/**
 * Why the server refused, when its answer says so for a person: a refusal (4xx) carries its reason in
 * `error`; a fault (5xx, `internal`) or a lost connection carries none worth showing, so the screen keeps the
 * spec's own fallback text.
 */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500) return undefined;
  const body = error.body as { error?: unknown; code?: unknown } | undefined;
  if (body?.code === 'internal') return undefined;
  if (typeof body?.error === 'string' && body.error) return body.error;
  return error.message || undefined;
}
