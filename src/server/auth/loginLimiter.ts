/**
 * Counts failed logins per IP and per username in a sliding window. Only failures count, so staff who
 * log in and out all day are never locked out; @fastify/rate-limit counts every request instead.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60_000,
  ) {}

  private recent(key: string, now: number) {
    const times = (this.failures.get(key) ?? []).filter((time) => now - time < this.windowMs);
    // Keys without recent failures are dropped, so guessing many usernames cannot grow the map for ever.
    if (times.length > 0) this.failures.set(key, times);
    else this.failures.delete(key);
    return times;
  }

  /** Milliseconds until a new attempt is allowed for any of the keys, or 0. */
  retryAfter(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const times = this.recent(key, now);
      if (times.length >= this.maxFailures) wait = Math.max(wait, times[0] + this.windowMs - now);
    }
    return wait;
  }

  fail(keys: string[], now = Date.now()) {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  succeed(keys: string[]) {
    for (const key of keys) this.failures.delete(key);
  }
}
