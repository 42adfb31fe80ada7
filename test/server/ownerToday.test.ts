import { expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { describeEachDatabase } from './support/testServer';
import type { OwnerToday } from '../../src/domain/ownerToday';
import { DAY_MS } from '../../src/domain/advertisementRules';

const count = async (db: Kysely<unknown>, query: string) =>
  Number((await sql.raw<{ n: number | string }>(query).execute(db)).rows[0].n);

describeEachDatabase('owner dashboard: what needs me today', (session) => {
  it(
    'counts new reservations, unread messages, active ads ending within 7 days and listings awaiting review, ' +
      'in one call',
    async () => {
      const { server, owner } = session();
      const answer = await server.call<OwnerToday>('GET', '/api/owner-today', { cookie: owner });
      expect(answer.status).toBe(200);
      const db = server.db.kysely as unknown as Kysely<unknown>;
      const now = new Date().toISOString();
      const week = new Date(Date.now() + 7 * DAY_MS).toISOString();
      expect(answer.body).toEqual({
        new_reservations: await count(db, "select count(*) as n from reservations where estado = 'nueva'"),
        unread_messages: await count(db, 'select count(*) as n from contact_messages where leido = 0'),
        expiring_ads: await count(
          db,
          `select count(*) as n from advertisements where status = 'active' and end_date > '${now}' and ` +
            `end_date <= '${week}'`,
        ),
        pending_listings:
          (await count(db, "select count(*) as n from properties where status = 'pending'")) +
          (await count(db, "select count(*) as n from vehicles where status = 'pending'")),
      });
      expect(answer.body.expiring_ads).toBeGreaterThan(0);
      expect(answer.body.new_reservations).toBeGreaterThan(0);
    },
  );

  it('is the owner’s: the secretary and visitors are refused', async () => {
    const { server, secretary } = session();
    expect((await server.call('GET', '/api/owner-today', { cookie: secretary })).status).toBe(403);
    expect((await server.call('GET', '/api/owner-today')).status).toBe(401);
  });
});
