import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isoDate } from '../../../domain/common';
import type { Database } from '../../db/schema';

const dayQuery = z.object({ date: isoDate });
const shipOfDay = z.object({
  id: z.number().int(),
  ship: z.string(),
  terminal: z.string(),
  arrival_time: z.string(),
  all_aboard_time: z.string(),
});

/** A day's ship calls, in the order they arrive: what a cruise visitor picks their ship from. */
export const shipCallsOn = (db: Kysely<Database>, date: string) =>
  db
    .selectFrom('ship_calls')
    .select(['id', 'ship', 'terminal', 'arrival_time', 'all_aboard_time'])
    .where('date', '=', date)
    .orderBy('arrival_time')
    .orderBy('id')
    .execute();

/**
 * The public booking form's ship list (issue 39): the calls of the day the visitor chose, the same schedule the
 * home page shows; the form asks again when the day changes.
 */
export function registerShipsOfDay(app: FastifyInstance, db: Kysely<Database>) {
  app.get(
    '/api/ship-calls/of-day',
    {
      config: {
        access: 'public',
        docs: {
          summary: 'The ships in port on a day, for a cruise visitor’s booking',
          querystring: dayQuery,
          answer: z.array(shipOfDay),
        },
      },
    },
    async function shipsOfDay(request) {
      const { date } = request.query as z.infer<typeof dayQuery>;
      return (await shipCallsOn(db, date)).map((call) => ({ ...call, id: Number(call.id) }));
    },
  );
}
