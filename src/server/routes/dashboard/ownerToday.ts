import { z } from 'zod';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { OwnerToday } from '../../../domain/ownerToday';
import { DAY_MS, EXPIRING_SOON_DAYS } from '../../../domain/advertisementRules';
import type { Executor } from '../../db/repository';

/**
 * The four counts of the owner's "what needs me today" row in one statement: new bookings, unread contact
 * messages, active ads ending within 7 days, and properties and vehicles waiting for review.
 */
export async function ownerToday(db: Executor, now: Date = new Date()): Promise<OwnerToday> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS).toISOString();
  const { rows } = await sql<Record<keyof OwnerToday, number | string>>`
    select
      (select count(*) from reservations where estado = 'nueva') as new_reservations,
      (select count(*) from contact_messages where leido = 0) as unread_messages,
      (select count(*) from advertisements where status = 'active' and end_date > ${from} and end_date <= ${until})
        as expiring_ads,
      (select count(*) from properties where status = 'pending')
        + (select count(*) from vehicles where status = 'pending') as pending_listings
  `.execute(db);
  const row = rows[0];
  return {
    new_reservations: Number(row.new_reservations),
    unread_messages: Number(row.unread_messages),
    expiring_ads: Number(row.expiring_ads),
    pending_listings: Number(row.pending_listings),
  };
}

/** Owner only: nothing declares 'owner-today', so canAccess leaves it to the owner. */
export function ownerTodayRoute(app: FastifyInstance, db: Executor) {
  const answer = z.object({
    new_reservations: z.number().int(),
    unread_messages: z.number().int(),
    expiring_ads: z.number().int(),
    pending_listings: z.number().int(),
  });
  const docs = { summary: 'What waits for the owner today (counts)', answer };
  app.get('/api/owner-today', { config: { access: { resource: 'owner-today' }, docs } }, function ownerTodayCounts() {
    return ownerToday(db);
  });
}
