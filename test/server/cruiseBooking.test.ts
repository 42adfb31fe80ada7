import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { ShipInPort } from '../../src/domain/runCalendar';

type Answer = { id: number; ship_call_id: number | null; error?: string; fields?: Record<string, string> };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A visitor off a cruise ship books tour 1 ('5 hours'), picked up at the port at `pickup_time`. */
const visitor = (fecha: string, fields: Record<string, unknown> = {}) => ({
  nombre: 'Crucero Feliz',
  fecha,
  tour_id: 1,
  adults: 2,
  children: 0,
  email: 'crucero@example.com',
  language: 'es',
  pickup_kind: 'cruise_port',
  pickup_time: '08:30',
  ...fields,
});

describeEachDatabase('cruise visitors and their ship’s all-aboard time', (session) => {
  const owner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });
  const publicCall = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { body });
  const shipCall = async (date: string, ship: string, all_aboard_time: string) => {
    const created = await owner<{ id: number }>('POST', '/api/ship-calls', {
      ship,
      terminal: 'Amber Cove',
      date,
      arrival_time: '07:00',
      all_aboard_time,
    });
    expect(created.status).toBe(201);
    return created.body.id;
  };

  it(
    'BOOKING PUBLIC the form’s ship list is the day’s calls; a visitor’s booking is linked to the call and ' +
      'counted under the ship',
    async () => {
      const day = inDays(310);
      const pride = await shipCall(day, 'Carnival Pride', '16:30');
      await shipCall(inDays(311), 'Other Day Ship', '16:30');
      const listed = await publicCall<Array<{ id: number; ship: string; all_aboard_time: string }>>(
        'GET',
        `/api/ship-calls/of-day?date=${day}`,
      );
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({ id: pride, ship: 'Carnival Pride', all_aboard_time: '16:30' }),
      ]);

      const booked = await publicCall<Answer>('POST', '/api/reservations', visitor(day, { ship_call_id: pride }));
      expect(booked.status).toBe(201);
      expect(booked.body.ship_call_id).toBe(pride);
      const ships = await owner<ShipInPort[]>('GET', `/api/manifest/ships?date=${day}`);
      expect(ships.body.find((ship) => ship.id === pride)).toMatchObject({ people: 2 });
    },
  );

  it('BOOKING PUBLIC a ship call of another day is refused', async () => {
    const day = inDays(312);
    const elsewhere = await shipCall(inDays(313), 'Wrong Day', '17:00');
    const refused = await publicCall<Answer>('POST', '/api/reservations', visitor(day, { ship_call_id: elsewhere }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.ship_call_id).toMatch(/no está en puerto ese día/);
  });

  it(
    'BOOKING PUBLIC a tour back less than an hour before all aboard is refused, saying whether the return is ' +
      'before or after it, in the visitor’s language',
    async () => {
      const day = inDays(314);
      const early = await shipCall(day, 'Early Sailing', '14:00');
      // Picked up 09:30 for 5 hours: back 14:30, 30 minutes AFTER all aboard.
      const after = await publicCall<Answer>(
        'POST',
        '/api/reservations',
        visitor(day, { ship_call_id: early, pickup_time: '09:30' }),
      );
      expect(after.status).toBe(400);
      expect(after.body.fields?.ship_call_id).toBe(
        'Este tour vuelve a las 14:30, 30 min después del todos a bordo de su barco (14:00). Elija una salida ' +
          'más temprana u otro tour.',
      );
      // Picked up 08:30: back 13:30, only 30 minutes before.
      const before = await publicCall<Answer>(
        'POST',
        '/api/reservations',
        visitor(day, { ship_call_id: early, language: 'en' }),
      );
      expect(before.status).toBe(400);
      expect(before.body.fields?.ship_call_id).toContain(
        'This tour is back at 13:30, only 30 min before your ship’s all aboard (14:00)',
      );
      // Nothing was kept of either.
      const ships = await owner<ShipInPort[]>('GET', `/api/manifest/ships?date=${day}`);
      expect(ships.body.find((ship) => ship.id === early)).toMatchObject({ people: 0 });
    },
  );

  it(
    'BOOKING staff may still book the tight tour (the form warns); the manifest’s warning says the return is ' +
      'after all aboard',
    async () => {
      const day = inDays(315);
      const call = await shipCall(day, 'Early Sailing', '14:00');
      const booked = await owner<Answer>('POST', '/api/reservations', {
        ...visitor(day, { ship_call_id: call, pickup_time: '09:30' }),
        source: 'phone',
      });
      expect(booked.status).toBe(201);
      const manifest = await owner<{ departures: Array<{ warnings: unknown[] }> }>('GET', `/api/manifest?date=${day}`);
      expect(manifest.body.departures[0].warnings).toContainEqual(
        expect.objectContaining({ code: 'all_aboard', back: '14:30', all_aboard: '14:00', side: 'after', minutes: 30 }),
      );
    },
  );
});
