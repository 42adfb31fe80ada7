import type { Kysely } from 'kysely';
import { NO_GRANTS, staffGrantsSchema, staffPermissions, type StaffGrants } from '../../domain/staffPermissions';
import type { Database } from '../db/schema';

/**
 * How long the grants read from the database are trusted without reading them again. A change saved in this
 * process takes effect at once (`forget`); one saved by another process sharing a PostgreSQL database reaches
 * this one within this time, as a logout does (sessions.ts).
 */
const TRUSTED_MS = 1_000;

/** The owner's grants to the secretary (the staff-permissions singleton), read for her requests. */
export class GrantStore {
  private cached?: { grants: StaffGrants; readAt: number };
  private reading?: Promise<StaffGrants>;
  /** Counts saves: a read begun before a save must not keep what it read. */
  private generation = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async current(): Promise<StaffGrants> {
    const cached = this.cached;
    if (cached && Date.now() - cached.readAt < TRUSTED_MS) return cached.grants;
    // Requests arriving together share one read.
    if (this.reading) return this.reading;
    const reading = this.read().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  /** A save in this process: the next request reads the grants again. */
  forget(): void {
    this.cached = undefined;
    this.reading = undefined;
    this.generation += 1;
  }

  private async read(): Promise<StaffGrants> {
    const readAt = Date.now();
    const generation = this.generation;
    const row = await this.db
      .selectFrom('singletons')
      .select('data')
      .where('name', '=', staffPermissions.name)
      .executeTakeFirst();
    const parsed = row ? staffGrantsSchema.safeParse(JSON.parse(row.data)) : undefined;
    // A row that no longer reads as grants grants nothing: the secretary keeps the spec's five areas.
    const grants = parsed?.success ? parsed.data : NO_GRANTS;
    if (generation === this.generation) this.cached = { grants, readAt };
    return grants;
  }
}
