import type { RateCounters } from '../http/rateCounters';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * The login throttle (README "Security and Operations"). Nothing counts per username alone: anyone could then
 * lock the owner out by typing her name (OWASP ASVS 2.2.1). Guesses at one account are slowed per address,
 * guesses across accounts per address, and every attempt, valid or not, costs a hash, so all are capped per address.
 */
export const LOGIN_LIMITS = {
  /** Failed logins for one username from one address. */
  pair: { max: 10, windowMs: 15 * 60_000 },
  /** Failed logins from one address, whatever the username. */
  addressFailures: { max: 30, windowMs: 15 * 60_000 },
  /** Login attempts from one address, valid ones too. */
  addressAttempts: { max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

const keysOf = (username: string, address: string) => ({
  pair: `login-pair:${address}:${username.toLowerCase()}`,
  addressFailures: `login-failures:${address}`,
  addressAttempts: `login-attempts:${address}`,
});

export class LoginLimiter {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: typeof LOGIN_LIMITS = LOGIN_LIMITS,
  ) {}

  /** Counts an attempt from `address`, answering the milliseconds to wait before one is allowed (0: go ahead). */
  async admit(username: string, address: string, now = Date.now()): Promise<number> {
    const keys = keysOf(username, address);
    const attempts = await this.counters.hit(keys.addressAttempts, this.limits.addressAttempts.windowMs, now);
    const failures = await this.counters.peek([keys.pair, keys.addressFailures], now);
    let wait = attempts.hits > this.limits.addressAttempts.max ? attempts.resetAt - now : 0;
    for (const name of ['pair', 'addressFailures'] as const) {
      const count = failures.get(keys[name]);
      if (count && count.hits >= this.limits[name].max) wait = Math.max(wait, count.resetAt - now);
    }
    return wait;
  }

  async fail(username: string, address: string, now = Date.now()): Promise<void> {
    const keys = keysOf(username, address);
    await this.counters.hit(keys.pair, this.limits.pair.windowMs, now);
    await this.counters.hit(keys.addressFailures, this.limits.addressFailures.windowMs, now);
  }

  /**
   * Staff who mistype now and then start afresh; the address's failures stay, so one valid account cannot reset
   * guessing at others.
   */
  async succeed(username: string, address: string): Promise<void> {
    await this.counters.clear(keysOf(username, address).pair);
  }
}
