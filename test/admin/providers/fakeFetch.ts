import { vi } from 'vitest';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch stub answering by "METHOD path" prefix, recording every call. */
export function fakeFetch(routes: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const stub = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(routes)
      .filter((candidate) => `${method} ${url}`.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    if (!key) throw new TypeError('Failed to fetch');
    const route = routes[key];
    const answer = typeof route === 'function' ? route() : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: answer.headers,
    });
  });
  vi.stubGlobal('fetch', stub);
  return calls;
}
