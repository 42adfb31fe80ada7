import { HEADER_SETTINGS_CACHE_MS } from '../../domain/headerSettings';

/** SET-09: singletons whose reads the app keeps for a while (ms); a save drops the kept read. */
const CACHED: Record<string, number> = { 'header-settings': HEADER_SETTINGS_CACHE_MS };

const kept = new Map<string, { until: number; value: Promise<unknown> }>();

/** The kept read of `name` while it is fresh, else a new one (kept only if it succeeds). */
export function cachedRead<T>(name: string, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const ttl = CACHED[name];
  if (!ttl) return read();
  const hit = kept.get(name);
  if (hit && hit.until > now) return hit.value as Promise<T>;
  const value = read();
  kept.set(name, { until: now + ttl, value });
  value.catch(() => kept.delete(name));
  return value;
}

export const dropCachedRead = (name: string) => kept.delete(name);
