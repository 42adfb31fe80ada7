import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Credential } from '../config';
import type { Role } from '../../domain/roles';

interface StoredCredential {
  role: Role;
  salt: Buffer;
  hash: Buffer;
}

const KEY_LENGTH = 32;
const hashOf = (password: string, salt: Buffer) => scryptSync(password, salt, KEY_LENGTH);

/** Holds only scrypt hashes of the configured passwords; checks take the same time for unknown users. */
export class CredentialStore {
  private readonly users = new Map<string, StoredCredential>();
  private readonly decoy = { salt: randomBytes(16), hash: randomBytes(KEY_LENGTH) };

  constructor(credentials: Credential[]) {
    for (const { username, password, role } of credentials) {
      const salt = randomBytes(16);
      this.users.set(username, { role, salt, hash: hashOf(password, salt) });
    }
  }

  verify(username: string, password: string): Role | undefined {
    const stored = this.users.get(username);
    const { salt, hash } = stored ?? this.decoy;
    const matches = timingSafeEqual(hashOf(password, salt), hash);
    return stored && matches ? stored.role : undefined;
  }
}
