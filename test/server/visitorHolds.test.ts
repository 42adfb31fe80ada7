import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase(
  'places one visitor address holds unconfirmed',
  (session) => {
    const visit = async (address: string, fecha: string, adults: number, n: number) => {
      const answer = await fetch(`${session().server.url}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ nombre: `Visitante ${n}`, fecha, tour_id: 1, adults, telefono: '+1 809 555 0101' }),
      });
      return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    };

    it(
      'BOOKING one address cannot hold a whole day with three 12-person requests: past 24 unconfirmed people ' +
        'that day it answers 409 visitor_hold; other addresses, other days and confirmed bookings are not ' +
        'held back',
      async () => {
        const day = inDays(290);
        expect((await visit('203.0.113.7', day, 12, 1)).status).toBe(201);
        const second = await visit('203.0.113.7', day, 12, 2);
        expect(second.status).toBe(201);
        const third = await visit('203.0.113.7', day, 12, 3);
        expect(third).toMatchObject({
          status: 409,
          body: { code: 'visitor_hold', limit: 24, held: 24, error: expect.stringContaining('sin confirmar') },
        });
        // The places the refused request would have taken are still there for everyone else.
        expect((await visit('198.51.100.20', day, 6, 4)).status).toBe(201);
        expect((await visit('203.0.113.7', inDays(291), 12, 5)).status).toBe(201);
        // Once staff confirm a booking it no longer counts as held by the address.
        const { server, owner } = session();
        const stored = await server.call<{ version: number; estado: string }>(
          'GET',
          `/api/reservations/${String(second.body.id)}`,
          { cookie: owner },
        );
        const confirmed = await server.call('PUT', `/api/reservations/${String(second.body.id)}`, {
          cookie: owner,
          body: { estado: 'confirmada', version: stored.body.version },
        });
        expect(confirmed.status).toBe(200);
        expect((await visit('203.0.113.7', day, 2, 6)).status).toBe(201);
      },
    );

    it('BOOKING simultaneous requests from one address are counted one after the other', async () => {
      const day = inDays(292);
      const answers = await Promise.all([1, 2, 3].map((n) => visit('203.0.113.9', day, 12, n)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    });
  },
  { env: { TRUST_PROXY: '127.0.0.1' } },
);
