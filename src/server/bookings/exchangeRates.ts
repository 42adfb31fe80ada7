import type { Executor } from '../db/repository';
import { nowIso } from '../db/repository';
import type { Staff } from '../auth/sessions';

/** The day's DOP rate as last entered, or null. */
export async function rateOf(db: Executor, date: string): Promise<number | null> {
  const row = await db.selectFrom('exchange_rates').select('rate').where('date', '=', date).executeTakeFirst();
  return row ? Number(row.rate) : null;
}

/** The most recent rate entered on or before the day: what the public site converts with. */
export async function latestRate(db: Executor, date: string): Promise<{ date: string; rate: number } | null> {
  const row = await db
    .selectFrom('exchange_rates')
    .select(['date', 'rate'])
    .where('date', '<=', date)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { date: String(row.date), rate: Number(row.rate) } : null;
}

/** Keeps the day's rate (the last one entered wins), so the next payment in pesos that day starts from it. */
export async function rememberRate(db: Executor, staff: Staff, date: string, rate: number): Promise<void> {
  const row = { date, rate, updated_by: staff.username, updated_at: nowIso() };
  await db
    .insertInto('exchange_rates')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('date').doUpdateSet({ rate, updated_by: row.updated_by, updated_at: row.updated_at }),
    )
    .execute();
}
