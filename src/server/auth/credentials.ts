import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Credential } from '../config';
import type { Role } from '../../domain/roles';

interface StoredCredential {
  role: Role;
  salt: Buffer;
  /** Computed off the main thread at start; a login in the first moments computes it itself. */
  hash: Buffer | (() => Buffer);
}

const KEY_LENGTH = 32;
const hashOf = (password: string, salt: Buffer) => scryptSync(password, salt, KEY_LENGTH);

function hashReady(stored: StoredCredential): Buffer {
  if (typeof stored.hash === 'function') stored.hash = stored.hash();
  return stored.hash;
}

/** Holds only scrypt hashes of the configured passwords (once hashed, right after start); checks take the same time for unknown users. */
export class CredentialStore {
  private readonly users = new Map<string, StoredCredential>();
  private readonly decoy = { salt: randomBytes(16), hash: randomBytes(KEY_LENGTH) };

  constructor(credentials: Credential[]) {
    // Hashing in the thread pool keeps ~50 ms per user (scrypt's point is to be slow) off the cold start.
    for (const { username, password, role } of credentials) {
      const salt = randomBytes(16);
      const stored: StoredCredential = { role, salt, hash: () => hashOf(password, salt) };
      this.users.set(username, stored);
      scrypt(password, salt, KEY_LENGTH, (error, hash) => {
        if (!error) stored.hash = hash;
      });
    }
  }

  verify(username: string, password: string): Role | undefined {
    const stored = this.users.get(username);
    const salt = stored?.salt ?? this.decoy.salt;
    const expected = stored ? hashReady(stored) : this.decoy.hash;
    const matches = timingSafeEqual(hashOf(password, salt), expected);
    return stored && matches ? stored.role : undefined;
  }
}
