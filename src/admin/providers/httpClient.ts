import { HttpError } from 'react-admin';

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
 * fetch with the session cookie and JSON; a failed answer becomes HttpError(message, status, {errors}) so
 * react-admin shows the server's field errors under the fields. A network failure is status 0.
 */
export async function httpClient<T = unknown>(path: string, init: RequestInit = {}): Promise<HttpResponse<T>> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new HttpError('Error de conexión', 0, {});
  }
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  if (!response.ok) {
    const body = (json && typeof json === 'object' ? json : {}) as { error?: string; message?: string; fields?: Record<string, string> };
    const message = body.error ?? body.message ?? (response.statusText || `HTTP ${response.status}`);
    throw new HttpError(message, response.status, { ...body, errors: body.fields });
  }
  return { status: response.status, headers: response.headers, body: text, json: json as T };
}
