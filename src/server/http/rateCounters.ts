import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/client';
import 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's login and visitor-write counters (their size is watched by the tests and can be by operators). */
    rateCounters: RateCounters;
  }
}

/** Hits in a key's current window, and when (ms since the epoch) that window closes. */
export interface Count {
  hits: number;
  resetAt: number;
}

/**
 * Fixed-window counters for rate limits (login throttle, visitor writes). A window opens at a key's first hit
 * and lasts `windowMs`; a hit after it closes opens a new one.
 */
export interface RateCounters {
  /** Adds one hit to `key`, answering its count after the hit. */
  hit(key: string, windowMs: number, now?: number): Promise<Count>;
  /** The open windows of `keys`; a key without one is absent. */
  peek(keys: string[], now?: number): Promise<Map<string, Count>>;
  /** Takes one hit back (a visitor's submission that was not accepted). */
  unhit(key: string, now?: number): Promise<void>;
  clear(key: string): Promise<void>;
  /** Drops closed windows. */
  sweep(now?: number): Promise<void>;
  /** How many keys are held: the tests show it stays bounded. */
  size(): Promise<number>;
}

/** Enough for every address and (username, address) pair of a busy day; beyond it the least recently hit goes. */
export const MAX_KEYS = 10_000;

/** One process's counters, for SQLite (one process owns the file). Bounded: a flood of new keys evicts old ones. */
export class MemoryCounters implements RateCounters {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently hit first.
  private readonly counts = new Map<string, Count>();

  constructor(private readonly maxKeys = MAX_KEYS) {}

  private open(key: string, now: number): Count | undefined {
    const count = this.counts.get(key);
    if (count && count.resetAt <= now) this.counts.delete(key);
    return count && count.resetAt > now ? count : undefined;
  }

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Count> {
    const count = this.open(key, now) ?? { hits: 0, resetAt: now + windowMs };
    count.hits += 1;
    this.counts.delete(key);
    this.counts.set(key, count);
    if (this.counts.size > this.maxKeys) await this.sweep(now);
    for (const oldest of this.counts.keys()) {
      if (this.counts.size <= this.maxKeys) break;
      this.counts.delete(oldest);
    }
    return { ...count };
  }

  async peek(keys: string[], now = Date.now()): Promise<Map<string, Count>> {
    const open = new Map<string, Count>();
    for (const key of keys) {
      const count = this.open(key, now);
      if (count) open.set(key, { ...count });
    }
    return open;
  }

  async unhit(key: string, now = Date.now()): Promise<void> {
    const count = this.open(key, now);
    if (count && count.hits > 0) count.hits -= 1;
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
  }

  async sweep(now = Date.now()): Promise<void> {
    for (const [key, count] of this.counts) if (count.resetAt <= now) this.counts.delete(key);
  }

  async size(): Promise<number> {
    return this.counts.size;
  }
}

/**
 * Counters in PostgreSQL's `rate_counters` table (migration 046), so every instance on the database shares one
 * limit. Each hit is one upsert; closed windows are swept with expired sessions.
 */
export class DatabaseCounters implements RateCounters {
  constructor(private readonly db: Kysely<unknown>) {}

  async hit(key: string, windowMs: number, now = Date.now()): Promise<Count> {
    const { rows } = await sql<{ hits: number; reset_at: number }>`
      insert into rate_counters (key, hits, reset_at) values (${key}, 1, ${now + windowMs})
      on conflict (key) do update set
        hits = case when rate_counters.reset_at <= ${now} then 1 else rate_counters.hits + 1 end,
        reset_at = case when rate_counters.reset_at <= ${now} then excluded.reset_at else rate_counters.reset_at end
      returning hits, reset_at`.execute(this.db);
    return { hits: Number(rows[0].hits), resetAt: Number(rows[0].reset_at) };
  }

  async peek(keys: string[], now = Date.now()): Promise<Map<string, Count>> {
    if (keys.length === 0) return new Map();
    const { rows } = await sql<{ key: string; hits: number; reset_at: number }>`
      select key, hits, reset_at from rate_counters where key in (${sql.join(keys)}) and reset_at > ${now}`.execute(
      this.db,
    );
    return new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetAt: Number(row.reset_at) }]));
  }

  async unhit(key: string, now = Date.now()): Promise<void> {
    await sql`update rate_counters set hits = hits - 1 where key = ${key} and hits > 0 and reset_at > ${now}`.execute(
      this.db,
    );
  }

  async clear(key: string): Promise<void> {
    await sql`delete from rate_counters where key = ${key}`.execute(this.db);
  }

  async sweep(now = Date.now()): Promise<void> {
    await sql`delete from rate_counters where reset_at <= ${now}`.execute(this.db);
  }

  async size(): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count(*) as count from rate_counters`.execute(this.db);
    return Number(rows[0].count);
  }
}

/** PostgreSQL may serve several instances, so its counters live in the database; SQLite's process keeps them. */
export const rateCountersFor = (db: Db): RateCounters =>
  db.dialect === 'postgres' ? new DatabaseCounters(db.kysely as unknown as Kysely<unknown>) : new MemoryCounters();
