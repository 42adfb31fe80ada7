import { CompiledQuery } from 'kysely';
import { dialectOf } from './client';
import type { Executor } from './repository';

/**
 * SQLite's count of everything ever written: `total_changes()` moves with every row this process's one
 * connection inserts, updates or deletes (triggers included, rolled-back writes too), and `data_version`
 * with every commit another connection makes (a restore, the seed command). Equal stamps mean no table changed.
 */
const STAMP = CompiledQuery.raw(`select total_changes() || ':' || (select data_version from pragma_data_version) as stamp`);

/**
 * Answers that cost far more to build than to check: the whole legacy list of a table is tens of thousands of
 * rows turned into JSON, asked again and again by the same screens while nothing changed. On SQLite (one process
 * owns the database) an answer is kept with the stamp it was built at and sent again while the stamp is the same.
 * On PostgreSQL other instances write too, with no stamp as cheap to read, so nothing is kept.
 */
export function answerCache(limit = 32) {
  const answers = new Map<string, { stamp: string; body: string }>();
  return async (db: Executor, key: string, build: () => Promise<string>): Promise<string> => {
    if (dialectOf(db) !== 'sqlite') return build();
    const { rows } = await db.executeQuery<{ stamp: string }>(STAMP);
    const stamp = rows[0].stamp;
    const kept = answers.get(key);
    if (kept?.stamp === stamp) return kept.body;
    const body = await build();
    if (answers.size >= limit && !kept) answers.delete(answers.keys().next().value!);
    answers.set(key, { stamp, body });
    return body;
  };
}
