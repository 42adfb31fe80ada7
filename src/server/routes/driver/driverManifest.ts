import type { Kysely } from 'kysely';
import { driverRuns } from '../../../domain/driverRuns';
import type { Manifest } from '../../../domain/manifest';
import type { Database } from '../../db/schema';
import type { Executor } from '../../db/repository';
import type { Staff } from '../../auth/sessions';
import { loadManifest } from '../bookings/manifestLoad';

/** The driver card (Users, role Driver) a driver login names; the server checked at start that there is one. */
export async function driverCardId(db: Executor, staff: Staff): Promise<number | undefined> {
  const card = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', staff.username)
    .where('role', '=', 'Driver')
    .executeTakeFirst();
  return card ? Number(card.id) : undefined;
}

/** The runs of the day of a driver card (none without one). */
export async function driverDay(db: Kysely<Database>, id: number | undefined, date: string): Promise<Manifest> {
  const manifest = await loadManifest(db, date);
  return id === undefined ? { ...manifest, departures: [], ships: [] } : driverRuns(manifest, id);
}

/** GET /api/manifest as a driver asks it: his runs of the day only. */
export async function driverManifest(db: Kysely<Database>, staff: Staff, date: string): Promise<Manifest> {
  return driverDay(db, await driverCardId(db, staff), date);
}
