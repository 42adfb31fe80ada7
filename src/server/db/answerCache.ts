import { CompiledQuery } from 'kysely';
import { dialectOf, writeGeneration } from './client';
import type { Executor } from './repository';

/**
 * SQLite's count of everything ever written: `total_changes()` moves with every row this process's one
 * connection inserts, updates or deletes (triggers included, rolled-back writes too), and `data_version`
 * with every commit another connection makes (a restore, the seed command). Equal stamps mean no table changed;
 * the write generation adds the one change they miss, a batch of writes whose COMMIT failed (groupCommit.ts).
 */
const STAMP = CompiledQuery.raw(`select total_changes() || ':' || (select data_version from pragma_data_version) as stamp`);

/**
 * List answers cost far more to build than to check: a search page reads the index and sorts its matches, the
 * legacy list turns a whole table into JSON, and the same screens ask them again and again (react-admin
 * refetches on focus and on every return to a list) while nothing changed. On SQLite (one process owns the
 * database) an answer is kept with the stamp read before it was built, so a write made meanwhile only
 * rebuilds it, and sent again while the stamp is the same. On PostgreSQL other instances write too, with no
 * stamp as cheap to read, so nothing is kept there. A limit of 0 keeps nothing either (LIST_CACHE=off).
 */
export function answerCache<T>(db: Executor, limit: number): (key: string, build: () => Promise<T>) => Promise<T> {
  if (limit === 0 || dialectOf(db) !== 'sqlite') return (_key, build) => build();
  const answers = new Map<string, { stamp: string; value: T }>();
  return async (key, build) => {
    const { rows } = await db.executeQuery<{ stamp: string }>(STAMP);
    const stamp = `${rows[0].stamp}:${writeGeneration(db)}`;
    const kept = answers.get(key);
    if (kept?.stamp === stamp) return kept.value;
    const value = await build();
    // A stale stamp anywhere means every answer is stale: they are dropped together.
    if (kept || answers.size >= limit) answers.clear();
    answers.set(key, { stamp, value });
    return value;
  };
}
