import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isRole, type Role } from '../../domain/roles';
import { nowIso } from '../db/repository';

export interface Staff {
  username: string;
  role: Role;
}

export const SESSION_COOKIE = 'ep_session';

// Only a hash of the token is stored: a leaked database does not hand out live sessions.
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export class SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hours: number,
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
        expires_at: expires.toISOString(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { token, expires };
  }

  async find(token: string): Promise<Staff | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['username', 'role', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || !isRole(row.role)) return undefined;
    if (row.expires_at <= nowIso()) {
      await this.delete(token);
      return undefined;
    }
    return { username: row.username, role: row.role };
  }

  async delete(token: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  }

  async deleteExpired(): Promise<void> {
    await this.db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).execute();
  }
}
