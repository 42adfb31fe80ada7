import { answerTyped } from '../../http/apiReference';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { summarize, type ListingStatus, type ListingType } from '../../../domain/listings';
import type { Database } from '../../db/schema';

export const SUMMARY_PATH = '/api/sales-rentals-summary';

interface Group {
  type: ListingType;
  status: ListingStatus;
  count: number | string;
  total: number | string | null;
}

const groupsOf = async (db: Kysely<Database>, table: 'properties' | 'vehicles') =>
  (
    await sql<Group>`select type, status, count(*) as count, sum(price) as total from ${sql.table(table)}
      group by type, status`.execute(db)
  ).rows;

/**
 * SR-03, SR-04, SR-10, SR-11: the hub's counts and the list dashboards' figures, counted and summed in SQL
 * (PostgreSQL answers bigint sums as text, hence Number()).
 */
export function summaryRoute(app: FastifyInstance, db: Kysely<Database>) {
  app.get(
    SUMMARY_PATH,
    {
      config: {
        access: { resource: 'sales-rentals', action: 'list' },
        docs: {
          summary: 'The hub’s counts and the list dashboards’ figures (properties and vehicles)',
          answer: answerTyped('SalesRentalsSummary', 'src/domain/listings.ts'),
        },
      },
    },
    async function salesRentalsSummary() {
      const [properties, vehicles] = await Promise.all([groupsOf(db, 'properties'), groupsOf(db, 'vehicles')]);
      const rows = (resource: 'properties' | 'vehicles', groups: Group[]) =>
        groups.map(({ type, status, count, total }) => ({
          resource,
          type,
          status,
          count: Number(count),
          total: Number(total ?? 0),
        }));
      return summarize([...rows('properties', properties), ...rows('vehicles', vehicles)]);
    },
  );
}
