import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isRole, type Role } from '../../domain/roles';
import { nowIso } from '../db/repository';

export interface Staff {
  username: string;
  role: Role;
}

// Only a hash of the token is stored: a leaked database does not hand out live sessions.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a session read from the database is trusted without reading it again. Every API request looks its
 * session up; this keeps that lookup off the database under load. A logout in this process takes effect at
 * once; one in another process sharing a PostgreSQL database reaches this one within this time.
 */
const TRUSTED_MS = 2_000;
const MAX_CACHED = 10_000;

interface Cached {
  staff: Staff;
  /** Milliseconds since the epoch, as Date.now(). */
  expiresAt: number;
  readAt: number;
}

export class SessionStore {
  /** By the token itself, not its hash: a trusted session then costs no hashing and no date formatting. */
  private readonly cache = new Map<string, Cached>();

  /**
   * `credentials` fingerprints the configured entry a session is made with, and answers whether a session's entry
   * is still the configured one (credentials.ts).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hours: number,
    private readonly credentials: {
      binding(username: string): Promise<string>;
      holds(staff: Staff, binding: string): Promise<boolean>;
    },
  ) {}

  async create(staff: Staff): Promise<{ token: string; expires: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + this.hours * 3_600_000);
    const now = nowIso();
    await this.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        username: staff.username,
        role: staff.role,
        credential: await this.credentials.binding(staff.username),
        expires_at: expires.toISOString(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { token, expires };
  }

  async find(token: string): Promise<Staff | undefined> {
    const cached = this.cache.get(token);
    const at = Date.now();
    if (cached && cached.expiresAt > at && at - cached.readAt < TRUSTED_MS) return cached.staff;
    const hash = hashToken(token);
    const now = nowIso();
    const row = await this.db
      .selectFrom('sessions')
      .select(['username', 'role', 'credential', 'expires_at'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || !isRole(row.role)) {
      this.cache.delete(token);
      return undefined;
    }
    const staff = { username: row.username, role: row.role };
    // A user removed from ADMIN_CREDENTIALS, or whose role or password changed there, loses the session at the next
    // request, as does an expired one.
    if (row.expires_at <= now || !(await this.credentials.holds(staff, row.credential))) {
      await this.delete(token);
      return undefined;
    }
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(token, { staff, expiresAt: Date.parse(row.expires_at), readAt: at });
    return staff;
  }

  async delete(token: string): Promise<void> {
    this.cache.delete(token);
    await this.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  async deleteExpired(): Promise<void> {
    for (const [token, { expiresAt }] of this.cache) if (expiresAt <= Date.now()) this.cache.delete(token);
    await this.db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
  }
}
