import { join } from 'node:path';
import type { Db } from '../client';
import { encodeRecord, nowIso, type Json } from '../repository';
import { seedableResources } from '../../routes/resources';
import type { DemoData } from './demoData';

const BATCH = 500;

/** True when no content table holds a row: a fresh database the demo content may fill. */
export async function isEmpty(db: Db): Promise<boolean> {
  for (const table of ['navigation', 'pages', 'users', 'media', 'admin_notifications'] as const) {
    const row = await db.kysely.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

export async function seed(db: Db, data: DemoData, dataDir: string): Promise<void> {
  const resources = seedableResources(join(dataDir, 'media'));
  const now = nowIso();
  await db.kysely.transaction().execute(async (trx) => {
    for (const [key, rows] of Object.entries(data) as [keyof DemoData, Json[]][]) {
      const def = resources[key];
      const encoded = rows.map((row) => encodeRecord(def, { ...row, created_at: now, updated_at: now }));
      for (let start = 0; start < encoded.length; start += BATCH) {
        await trx
          .insertInto(def.table)
          .values(encoded.slice(start, start + BATCH) as never)
          .execute();
      }
    }
  });
}
