import type { Kysely } from 'kysely';
import type { Credential } from '../config';
import type { Database } from '../db/schema';

/**
 * A driver signs in to see his own runs, which are the bookings assigned to his driver card in Users: a driver
 * login whose username names no driver card would see nothing, so the server refuses to start and says which.
 */
export async function checkDriverLogins(db: Kysely<Database>, credentials: readonly Credential[]): Promise<void> {
  const drivers = credentials.filter(({ role }) => role === 'driver').map(({ username }) => username);
  if (drivers.length === 0) return;
  const cards = await db
    .selectFrom('users')
    .select('username')
    .where('role', '=', 'Driver')
    .where('username', 'in', drivers)
    .execute();
  const found = new Set(cards.map(({ username }) => username));
  const missing = drivers.filter((username) => !found.has(username));
  if (missing.length > 0) {
    throw new Error(
      `ADMIN_CREDENTIALS names the driver login ${missing.map((name) => `"${name}"`).join(', ')}, but Users has no ` +
        'driver card (role Driver) with that username: add the driver in Users, or correct the username in ' +
        'ADMIN_CREDENTIALS.',
    );
  }
}
