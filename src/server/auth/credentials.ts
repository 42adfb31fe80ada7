import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Credential } from '../config';
import type { Role } from '../../domain/roles';
import type { Staff } from './sessions';

interface StoredCredential {
  role: Role;
  salt: Buffer;
  hash: () => Promise<Buffer>;
  /** What a session made with this entry stores to be bound to it (see `bindingOf`). */
  binding: () => Promise<string>;
}

/** Made on the first call, the same promise after. */
const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

const KEY_LENGTH = 32;

/**
 * The work of Node's default scrypt (N·p = 2^14 rounds of r = 8) in a 1 MB buffer instead of 16 MB. glibc serves a
 * 16 MB buffer by mmap and, once it is freed, raises its mmap threshold to 16 MB and keeps up to 32 MB free in each
 * arena: every libuv thread that had checked a login kept ~16 MB (plain `node dist/server/main.js` after the bench's
 * creates: 152 MB of RSS; 140 MB with this buffer). What 16 MB buys, memory-hardness against a leaked hash
 * cracked offline, buys nothing here: these hashes live only in the process, whose environment holds the passwords.
 */
const SCRYPT = { N: 1024, r: 8, p: 16 };

/**
 * scrypt in libuv's thread pool: ~25 ms of hashing per login (scrypt's point is to be slow) never holds the
 * event loop, so other requests are answered while logins are checked.
 */
const hashOf = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, SCRYPT, (error, hash) => (error ? reject(error) : resolve(hash)));
  });

/**
 * The same for the same entry across restarts and instances (a fixed salt per user), different when its password
 * or role changes. A scrypt hash cut to 64 bits: the sessions table holds it, and a leaked database must not be a
 * fast way to test guesses of the password.
 */
const bindingOf = async (username: string, role: Role, password: string) =>
  (await hashOf(`${role}\n${password}`, Buffer.from(`ep-session:${username}`))).subarray(0, 8).toString('hex');

/**
 * Checks logins against scrypt hashes of the configured passwords; checks take the same time for unknown users. An
 * entry's hashes are made on its first use (a login, a session's check), not at start: the demo's four were ~100 ms
 * of the thread pool's CPU before a cold start's first answer (issue 44). The configuration holds the passwords for
 * the life of the process anyway.
 */
export class CredentialStore {
  private readonly users = new Map<string, StoredCredential>();
  private readonly decoy = { salt: randomBytes(16), hash: once(async () => randomBytes(KEY_LENGTH)) };

  constructor(credentials: Credential[]) {
    for (const { username, password, role } of credentials) {
      const salt = randomBytes(16);
      this.users.set(username, {
        role,
        salt,
        hash: once(() => hashOf(password, salt)),
        binding: once(() => bindingOf(username, role, password)),
      });
    }
  }

  async verify(username: string, password: string): Promise<Role | undefined> {
    const stored = this.users.get(username);
    const { salt, hash } = stored ?? this.decoy;
    // Side by side in the thread pool: a first login hashes the stored password as it hashes the one given.
    const [given, expected] = await Promise.all([hashOf(password, salt), hash()]);
    return stored && timingSafeEqual(given, expected) ? stored.role : undefined;
  }

  /** The fingerprint a new session of this configured user is bound to. */
  async binding(username: string): Promise<string> {
    const stored = this.users.get(username);
    return stored ? stored.binding() : '';
  }

  /**
   * Whether a session's user is still configured as when it was made: removing someone, changing their role or
   * their password revokes their sessions.
   */
  async holds({ username, role }: Staff, binding: string): Promise<boolean> {
    const stored = this.users.get(username);
    return stored?.role === role && (await stored.binding()) === binding;
  }
}
