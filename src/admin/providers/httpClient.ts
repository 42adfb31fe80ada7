import { failureOf, networkFailure } from './failure';
import { withSignInAgain } from './signInAgain';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw text, as ra-data-simple-rest's httpClient contract has it. */
  body: string;
  json: T;
}

/** The one API base: same origin by default (DECISIONS API-69..72: no host is hard-coded). */
export const API_BASE = '';

/**
 * fetch with the session cookie and JSON; a failed answer becomes react-admin's HttpError (failure.ts), so
 * its field errors show under the fields and its code decides. A network failure is status 0. An expired
 * session asks to sign in again and sends the call again (signInAgain.ts).
 */
export const httpClient = <T = unknown>(path: string, init: RequestInit = {}): Promise<HttpResponse<T>> =>
  withSignInAgain(() => request<T>(path, init));

async function request<T>(path: string, init: RequestInit): Promise<HttpResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw networkFailure();
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) throw failureOf(response.status, json, response.statusText || `HTTP ${response.status}`);
  return { status: response.status, headers: response.headers, body: text, json: json as T };
}
