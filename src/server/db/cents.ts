import { sql, type RawBuilder } from 'kysely';

/**
 * A dollars column as whole cents, the same on SQLite and PostgreSQL: rounded per row, then summed as integers,
 * so a sum of many payments never drifts (src/domain/money.ts).
 */
export const centsOf = (column: RawBuilder<unknown> | string): RawBuilder<number> =>
  sql<number>`cast(round(${typeof column === 'string' ? sql.ref(column) : column} * 100) as integer)`;

/** sum(cents) or 0: PostgreSQL answers a bigint as text, so every caller reads it through Number. */
export const sumCents = (column: RawBuilder<unknown> | string): RawBuilder<number> =>
  sql<number>`coalesce(sum(${centsOf(column)}), 0)`;
