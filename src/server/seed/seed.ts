import type { Db } from '../db/client';
import { codecOf, encodeRecord, nowIso } from '../db/repository';
import { findResource, resources } from '../../domain/resources';
import type { SeedData } from './demoData';

const BATCH = 500;

/** True when no content table holds a row: a fresh database the demo content may fill. */
export async function isEmpty(db: Db): Promise<boolean> {
  for (const { table } of resources.filter(({ name }) => name !== 'audit')) {
    const row = await db.kysely.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/** Inserts seed rows, each checked by its resource's schema (which also fills in the defaults). */
export async function seed(db: Db, data: SeedData): Promise<void> {
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    for (const [name, rows] of Object.entries(data)) {
      const declaration = findResource(name);
      if (!declaration) throw new Error(`Seed data for "${name}", which is not a declared resource`);
      const codec = codecOf(declaration);
      const encoded = (rows as unknown[]).map((row) =>
        encodeRecord(codec, { ...declaration.schema.parse(row), created_at: now, updated_at: now }),
      );
      for (let start = 0; start < encoded.length; start += BATCH) {
        await trx
          .insertInto(declaration.table)
          .values(encoded.slice(start, start + BATCH) as never)
          .execute();
      }
    }
  });
}
