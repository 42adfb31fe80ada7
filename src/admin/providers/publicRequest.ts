/**
 * GET of a public API read for the visitors' pages (faq, about, media), with plain fetch: those pages load
 * without react-admin, whose httpClient this would otherwise bring (as loginRequest.ts does for login).
 */
export async function publicGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}
