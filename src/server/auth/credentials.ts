import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Credential } from '../config';
import type { Role } from '../../domain/roles';
import type { Staff } from './sessions';

interface StoredCredential {
  role: Role;
  salt: Buffer;
  hash: Promise<Buffer>;
}

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

/** Holds only scrypt hashes of the configured passwords (hashed right after start); checks take the same time for unknown users. */
export class CredentialStore {
  private readonly users = new Map<string, StoredCredential>();
  private readonly decoy = { salt: randomBytes(16), hash: Promise.resolve(randomBytes(KEY_LENGTH)) };

  constructor(credentials: Credential[]) {
    for (const { username, password, role } of credentials) {
      const salt = randomBytes(16);
      this.users.set(username, { role, salt, hash: hashOf(password, salt) });
    }
  }

  async verify(username: string, password: string): Promise<Role | undefined> {
    const stored = this.users.get(username);
    const { salt, hash } = stored ?? this.decoy;
    const matches = timingSafeEqual(await hashOf(password, salt), await hash);
    return stored && matches ? stored.role : undefined;
  }

  /** Whether a session's user is still configured with that role: removing or demoting someone revokes their sessions. */
  holds({ username, role }: Staff): boolean {
    return this.users.get(username)?.role === role;
  }
}
