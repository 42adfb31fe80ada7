import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';
import type { Manifest } from '../../src/domain/manifest';
import type { Booking } from '../../src/domain/bookings';
import type { RunCalendar } from '../../src/domain/runCalendar';

type Answer = Booking & { error?: string; code?: string; fields?: Record<string, string> };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Each test books its own far-off day, so neither the seed nor the other tests count on it. */
const booking = (fecha: string, fields: Record<string, unknown> = {}) => ({
  nombre: 'Grace Hopper',
  fecha,
  tour_id: 1,
  adults: 2,
  children: 0,
  telefono: '+1 809 555 0100',
  language: 'en',
  pickup_kind: 'hotel',
  pickup_place: 'Casa Colonial',
  pickup_time: '08:00',
  source: 'phone',
  estado: 'confirmada',
  ...fields,
});

function api(session: () => Session) {
  const call = <T = Answer>(method: string, path: string, body?: unknown, cookie: string = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });
  const book = async (fecha: string, fields: Record<string, unknown> = {}) => {
    const created = await call('POST', '/api/reservations', booking(fecha, fields));
    expect(created.status).toBe(201);
    return created.body;
  };
  const manifest = async (date: string) => {
    const answer = await call<Manifest>('GET', `/api/manifest?date=${date}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const userId = async (username: string) =>
    Number(
      (
        await session()
          .server.db.kysely.selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id,
    );
  return { call, book, manifest, userId };
}

describeEachDatabase('the day’s run: manifest, drivers, ships and check-in', (session) => {
  const { call, book, manifest, userId } = api(session);

  it(
    'MANIFEST answers the day’s departures by first pickup, bookings by pickup time, with headcount and places ' +
      'left; a transfer is its own run',
    async () => {
      const day = inDays(300);
      const late = await book(day, { nombre: 'Late', pickup_time: '09:00', adults: 3 });
      const early = await book(day, { nombre: 'Early', pickup_time: '07:30', children: 1 });
      const middle = await book(day, { nombre: 'Middle', pickup_time: '08:15', notas: 'Vegetarian' });
      await book(day, { nombre: 'Cancelled', estado: 'cancelada' });
      const ride = await book(day, {
        nombre: 'Flyer',
        tour_id: 12,
        kind: 'transfer',
        pickup_time: '',
        arrival_time: '06:45',
        flight_number: 'B6 1234',
        transfer_from: 'POP',
        transfer_to: 'Cabarete',
        luggage: 2,
      });
      const city = await book(day, { tour_id: 5, pickup_time: '10:00' });
      await book(inDays(301), { nombre: 'Next day' });

      const { departures, date } = await manifest(day);
      expect(date).toBe(day);
      expect(departures.map((departure) => [departure.key, departure.tour_name])).toEqual([
        [`transfer-${ride.id}`, 'Airport Transfer POP to Cabarete'],
        ['tour-1', '27 Damajagua Waterfalls'],
        ['tour-5', 'Puerto Plata City Tour'],
      ]);
      const falls = departures[1];
      expect(falls.bookings.map((row) => row.id)).toEqual([early.id, middle.id, late.id]);
      expect(falls).toMatchObject({
        headcount: 3 + 3 + 2,
        capacity: 36,
        left: 36 - 8,
        start: '07:30',
        departs: '09:00',
        back: '14:00',
      });
      expect(falls.bookings[1]).toMatchObject({
        nombre: 'Middle',
        adults: 2,
        children: 0,
        pickup_place: 'Casa Colonial',
        telefono: '+1 809 555 0100',
        language: 'en',
        notas: 'Vegetarian',
        checkin: 'pendiente',
        balance: middle.balance,
      });
      expect(departures[0].bookings[0]).toMatchObject({
        flight_number: 'B6 1234',
        arrival_time: '06:45',
        transfer_to: 'Cabarete',
        luggage: 2,
      });
      expect(departures[2].bookings.map((row) => row.id)).toEqual([city.id]);
      expect((await call('GET', '/api/manifest?date=2026-13-45')).status).toBe(400);
    },
  );

  it(
    'MANIFEST warns when a cruise guest’s tour is back less than an hour before all aboard, and groups the ' +
      'day’s cruise guests by ship',
    async () => {
      const day = inDays(302);
      const ship = await call<{ id: number }>('POST', '/api/ship-calls', {
        ship: 'Carnival Pride',
        terminal: 'Amber Cove',
        date: day,
        arrival_time: '08:00',
        all_aboard_time: '14:30',
      });
      expect(ship.status).toBe(201);
      const tight = await book(day, { tour_id: 1, pickup_time: '09:00', ship_call_id: ship.body.id, adults: 4 });
      const safe = await book(day, { tour_id: 3, pickup_time: '08:30', ship_call_id: ship.body.id });
      const { departures, ships } = await manifest(day);
      const falls = departures.find((departure) => departure.tour_id === 1)!;
      expect(falls.warnings).toEqual([
        {
          code: 'all_aboard',
          booking_id: tight.id,
          ship: 'Carnival Pride',
          back: '14:00',
          all_aboard: '14:30',
          side: 'before',
          minutes: 30,
        },
      ]);
      expect(departures.find((departure) => departure.tour_id === 3)!.warnings).toEqual([]);
      expect(ships).toEqual([
        expect.objectContaining({
          id: ship.body.id,
          ship: 'Carnival Pride',
          booking_ids: [safe.id, tight.id],
          people: 6,
        }),
      ]);
    },
  );

  it(
    'MANIFEST the demo’s days around today give no driver two runs at once and each assigned run a vehicle ' +
      'that seats it; the rest wait unassigned',
    async () => {
      const days = await Promise.all([-1, 0, 1, 2].map((offset) => manifest(inDays(offset))));
      const departures = days.flatMap((day) => day.departures);
      expect(
        departures.flatMap((departure) => departure.warnings).filter((warning) => warning.code === 'overlap'),
      ).toEqual([]);
      const assigned = departures.filter((departure) =>
        departure.bookings.every((booking) => booking.driver && booking.vehicle),
      );
      expect(assigned.length).toBeGreaterThan(0);
      for (const departure of assigned)
        expect(departure.bookings.every((booking) => booking.vehicle!.seats >= departure.headcount)).toBe(true);
    },
  );

  it(
    'MANIFEST assigns a driver and vehicle to a departure and a booking, and warns on seats and on one ' +
      'driver’s overlapping runs',
    async () => {
      const day = inDays(304);
      const ramon = await userId('ramon.diaz');
      const van = await call<{ id: number }>('POST', '/api/fleet-vehicles', {
        name: 'Little van',
        plate: 'X1',
        seats: 4,
      });
      await book(day, { tour_id: 1, pickup_time: '08:00', adults: 3 });
      await book(day, { tour_id: 1, pickup_time: '08:30', adults: 2 });
      const city = await book(day, { tour_id: 5, pickup_time: '11:00' });

      const assigned = await call('PUT', `/api/manifest/departures/1/${day}`, {
        driver_id: ramon,
        fleet_vehicle_id: van.body.id,
      });
      expect(assigned.status).toBe(200);
      const own = await call('PUT', `/api/reservations/${city.id}/assignment`, {
        driver_id: ramon,
        version: city.version,
      });
      expect(own.body).toMatchObject({ driver_id: ramon, version: city.version + 1 });

      const answer = await manifest(day);
      // The day names its drivers and vehicles on its runs; the choices among all of them are the users' and fleet's
      // lists.
      expect(Object.keys(answer).sort()).toEqual(['date', 'departures', 'ships']);
      const [falls, cityTour] = answer.departures;
      expect(falls).toMatchObject({
        driver: { id: ramon, username: 'ramon.diaz' },
        vehicle: { id: van.body.id, seats: 4 },
      });
      expect(falls.warnings).toEqual([
        { code: 'seats', vehicle: 'Little van', seats: 4, people: 5 },
        { code: 'overlap', driver: 'ramon.diaz', other: 'Puerto Plata City Tour', other_key: 'tour-5' },
      ]);
      expect(cityTour.warnings).toEqual([
        { code: 'overlap', driver: 'ramon.diaz', other: '27 Damajagua Waterfalls', other_key: 'tour-1' },
      ]);

      // Given back to its departure (none on the city tour), the booking no longer overlaps.
      expect((await call('PUT', `/api/reservations/${city.id}/assignment`, { driver_id: null })).status).toBe(200);
      expect(
        (await manifest(day)).departures.flatMap((departure) => departure.warnings).map((warning) => warning.code),
      ).toEqual(['seats']);

      const secretaryId = await userId('secretaria');
      const notDriver = await call('PUT', `/api/manifest/departures/1/${day}`, { driver_id: secretaryId });
      expect([notDriver.status, notDriver.body.fields]).toEqual([400, { driver_id: 'Ese usuario no es un conductor' }]);
      expect((await call('PUT', `/api/manifest/departures/9999/${day}`, { driver_id: ramon })).status).toBe(404);
    },
  );

  it(
    'MANIFEST check-in from two phones: the second, holding the old version, gets 409 conflict and ' +
      'changes nothing',
    async () => {
      const guest = await book(inDays(306));
      const first = await call('PUT', `/api/reservations/${guest.id}/checkin`, {
        checkin: 'presente',
        version: guest.version,
      });
      expect(first.body).toMatchObject({ checkin: 'presente', version: guest.version + 1 });
      const second = await call('PUT', `/api/reservations/${guest.id}/checkin`, {
        checkin: 'no_show',
        version: guest.version,
      });
      expect([second.status, second.body.code]).toEqual([409, 'conflict']);
      expect((await call('GET', `/api/reservations/${guest.id}`)).body.checkin).toBe('presente');
      expect(
        (await call('PUT', `/api/reservations/${guest.id}/checkin`, { checkin: 'late', version: first.body.version }))
          .status,
      ).toBe(400);
      // An edit of the booking echoing an old check-in does not undo it: only the check-in route sets it.
      const edited = await call('PUT', `/api/reservations/${guest.id}`, {
        ...first.body,
        checkin: 'pendiente',
        notas: 'Room 12',
      });
      expect(edited.body).toMatchObject({ checkin: 'presente', notas: 'Room 12' });
    },
  );

  it(
    'MANIFEST the day’s ships in port with the people booked off each (cancelled ones not), and the month’s ' +
      'calendar of people per day and tour with its cruise days',
    async () => {
      const day = inDays(330);
      const other = inDays(331);
      const pride = await call<{ id: number }>('POST', '/api/ship-calls', {
        ship: 'Carnival Pride',
        terminal: 'Amber Cove',
        date: day,
        arrival_time: '08:00',
        all_aboard_time: '16:30',
      });
      const seashore = await call<{ id: number }>('POST', '/api/ship-calls', {
        ship: 'MSC Seashore',
        terminal: 'Taino Bay',
        date: day,
        arrival_time: '07:00',
        all_aboard_time: '14:30',
      });
      await book(day, { tour_id: 1, ship_call_id: pride.body.id, adults: 3, children: 1 });
      await book(day, { tour_id: 5, ship_call_id: pride.body.id, adults: 2 });
      await book(day, { tour_id: 5, ship_call_id: pride.body.id, adults: 5, estado: 'cancelada' });
      await book(day, { tour_id: 1, adults: 1 });
      await book(other, { tour_id: 3, adults: 2 });

      const ships = await call<{ ship: string; people: number }[]>('GET', `/api/manifest/ships?date=${day}`);
      expect(ships.body.map(({ ship, people }) => [ship, people])).toEqual([
        ['MSC Seashore', 0],
        ['Carnival Pride', 6],
      ]);
      expect(ships.body[0]).toMatchObject({
        id: seashore.body.id,
        terminal: 'Taino Bay',
        arrival_time: '07:00',
        all_aboard_time: '14:30',
      });

      const month = await call<RunCalendar>('GET', `/api/manifest/calendar?month=${day.slice(0, 7)}`);
      expect(month.status).toBe(200);
      expect(month.body.days.find((entry) => entry.date === day)).toMatchObject({
        date: day,
        people: 4 + 2 + 1,
        tours: [
          { tour_id: 1, tour_name: '27 Damajagua Waterfalls', people: 5, departures: [{ time: '', people: 5 }] },
          { tour_id: 5, tour_name: 'Puerto Plata City Tour', people: 2, departures: [{ time: '', people: 2 }] },
        ],
        ships: ['MSC Seashore', 'Carnival Pride'],
      });
      expect((await call('GET', '/api/manifest/calendar?month=2026-13')).status).toBe(400);
      expect((await call('GET', `/api/manifest/ships?date=${day}`, undefined, session().secretary)).status).toBe(403);
    },
  );

  it(
    'MANIFEST a day asked again answers what every write since changed: a check-in, a tour’s name, a ship’s ' +
      'all-aboard time, a new booking, its departure’s driver and vehicle and their own records',
    async () => {
      const day = inDays(310);
      const ship = await call<{ id: number; version: number }>('POST', '/api/ship-calls', {
        ship: 'Carnival Pride',
        terminal: 'Amber Cove',
        date: day,
        arrival_time: '08:00',
        all_aboard_time: '18:00',
      });
      const guest = await book(day, { tour_id: 1, pickup_time: '09:00', ship_call_id: ship.body.id });
      const first = await manifest(day);
      expect(await manifest(day)).toEqual(first);
      expect(first.departures[0].warnings).toEqual([]);

      await call('PUT', `/api/reservations/${guest.id}/checkin`, { checkin: 'presente', version: guest.version });
      expect((await manifest(day)).departures[0].bookings[0].checkin).toBe('presente');

      const tour = await call<{ version: number; nombre: string }>('GET', '/api/tours/1');
      expect((await call('PUT', '/api/tours/1', { ...tour.body, nombre: 'Damajagua (renamed)' })).status).toBe(200);
      expect((await manifest(day)).departures[0].tour_name).toBe('Damajagua (renamed)');

      await call('PUT', `/api/ship-calls/${ship.body.id}`, { ...ship.body, all_aboard_time: '14:30' });
      expect((await manifest(day)).departures[0].warnings.map((warning) => warning.code)).toEqual(['all_aboard']);

      await book(day, { tour_id: 1, nombre: 'Late booker', pickup_time: '09:30' });
      expect((await manifest(day)).departures[0].bookings.map((row) => row.nombre)).toEqual([
        guest.nombre,
        'Late booker',
      ]);

      const driver = await call<{ id: number; version: number }>('POST', '/api/users', {
        username: 'kept.driver',
        email: 'kept@example.com',
        role: 'Driver',
        status: 'active',
        phone: '809 555 0199',
      });
      const van = await call<{ id: number; version: number }>('POST', '/api/fleet-vehicles', {
        name: 'Kept van',
        plate: 'K1',
        seats: 12,
      });
      expect(
        (
          await call('PUT', `/api/manifest/departures/1/${day}`, {
            driver_id: driver.body.id,
            fleet_vehicle_id: van.body.id,
          })
        ).status,
      ).toBe(200);
      expect((await manifest(day)).departures[0]).toMatchObject({
        driver: { username: 'kept.driver' },
        vehicle: { name: 'Kept van' },
      });
      await call('PUT', `/api/users/${driver.body.id}`, { ...driver.body, phone: '809 555 0142' });
      expect((await manifest(day)).departures[0].driver).toMatchObject({ phone: '809 555 0142' });
      await call('PUT', `/api/fleet-vehicles/${van.body.id}`, { ...van.body, seats: 1 });
      expect((await manifest(day)).departures[0].warnings.map((warning) => warning.code)).toContain('seats');
      const renamed = await call<{ version: number }>('GET', '/api/tours/1');
      expect((await call('PUT', '/api/tours/1', { ...renamed.body, nombre: tour.body.nombre })).status).toBe(200);
    },
  );

  it(
    'MANIFEST a cruise schedule is imported in one transaction: calls already stored or repeated in the file ' +
      'are skipped, a bad call imports nothing',
    async () => {
      const day = inDays(320);
      const next = inDays(321);
      const schedule = (ship: string, date: string) => ({
        ship,
        terminal: 'Taino Bay',
        date,
        arrival_time: '07:00',
        all_aboard_time: '15:00',
      });
      await call('POST', '/api/ship-calls', schedule('MSC Seashore', day));
      const imported = await call<{ created: number; skipped: unknown[] }>('POST', '/api/ship-calls/import', {
        calls: [
          schedule('Carnival Pride', day),
          schedule('msc  seashore', day),
          schedule('MSC Seashore', next),
          schedule('CARNIVAL PRIDE', day),
        ],
      });
      expect(imported.status).toBe(200);
      expect(imported.body).toEqual({
        created: 2,
        updated: [],
        skipped: [
          { index: 1, ship: 'msc  seashore', date: day },
          { index: 3, ship: 'CARNIVAL PRIDE', date: day },
        ],
      });
      const stored = await call<{ ship: string; date: string }[]>(
        'GET',
        `/api/ship-calls?filter=${encodeURIComponent(JSON.stringify({ q: '' }))}&range=[0,99]&sort=["id","ASC"]`,
      );
      const ours = stored.body
        .filter((row) => row.date === day || row.date === next)
        .map((row) => `${row.ship} ${row.date}`);
      expect(ours).toEqual([`MSC Seashore ${day}`, `Carnival Pride ${day}`, `MSC Seashore ${next}`]);

      const again = await call('POST', '/api/ship-calls/import', {
        calls: [schedule('Royal Caribbean', next), { ...schedule('Bad', next), arrival_time: '8am' }],
      });
      expect([again.status, again.body.code]).toEqual([400, 'validation']);
      expect(
        (
          await call<{ ship: string }[]>(
            'GET',
            `/api/ship-calls?filter=${encodeURIComponent(JSON.stringify({ date: next }))}&range=[0,99]`,
          )
        ).body.map((row) => row.ship),
      ).toEqual(['MSC Seashore']);
      expect(
        (
          await call(
            'POST',
            '/api/ship-calls/import',
            { calls: [schedule('Royal Caribbean', next)] },
            session().secretary,
          )
        ).status,
      ).toBe(403);
    },
  );

  it(
    'MANIFEST an all-aboard before the arrival is refused by the API (create, update, import); a re-import ' +
      'updates the calls whose times changed; over the limit says the limit',
    async () => {
      const day = inDays(330);
      const refused = { all_aboard_time: 'La hora de todos a bordo debe ser posterior a la llegada' };
      const schedule = (ship: string, arrival_time = '07:00', all_aboard_time = '15:00') => ({
        ship,
        terminal: 'Taino Bay',
        date: day,
        arrival_time,
        all_aboard_time,
      });
      const early = await call('POST', '/api/ship-calls', schedule('Early Bird', '16:00', '08:00'));
      expect([early.status, early.body.fields]).toEqual([400, refused]);
      const epic = await call<{ id: number; version: number; error?: string; fields?: unknown }>(
        'POST',
        '/api/ship-calls',
        schedule('Norwegian Epic, NCL'),
      );
      expect(epic.status).toBe(201);
      const moved = await call('PUT', `/api/ship-calls/${epic.body.id}`, { ...epic.body, arrival_time: '15:30' });
      expect([moved.status, moved.body.fields]).toEqual([400, refused]);
      const bad = await call('POST', '/api/ship-calls/import', { calls: [schedule('Late', '18:00', '09:00')] });
      expect([bad.status, bad.body.fields]).toEqual([400, { 'calls.0.all_aboard_time': refused.all_aboard_time }]);

      const reimport = await call('POST', '/api/ship-calls/import', {
        calls: [schedule('norwegian epic, ncl', '09:00', '17:00'), schedule('Norwegian Epic, NCL', '09:00', '17:00')],
      });
      expect([reimport.status, reimport.body]).toEqual([
        200,
        {
          created: 0,
          updated: [{ index: 0, ship: 'norwegian epic, ncl', date: day }],
          skipped: [{ index: 1, ship: 'Norwegian Epic, NCL', date: day }],
        },
      ]);
      const stored = await call<{ ship: string; arrival_time: string; all_aboard_time: string; version: number }>(
        'GET',
        `/api/ship-calls/${epic.body.id}`,
      );
      expect(stored.body).toMatchObject({
        ship: 'Norwegian Epic, NCL',
        arrival_time: '09:00',
        all_aboard_time: '17:00',
        version: epic.body.version + 1,
      });
      const again = await call('POST', '/api/ship-calls/import', {
        calls: [schedule('Norwegian Epic, NCL', '09:00', '17:00')],
      });
      expect(again.body).toMatchObject({ created: 0, updated: [] });

      const many = Array.from({ length: 1001 }, (_, index) => schedule(`Ship ${index}`));
      const tooMany = await call('POST', '/api/ship-calls/import', { calls: many });
      expect([tooMany.status, tooMany.body.fields]).toEqual([
        400,
        { calls: 'Un calendario admite como máximo 1000 escalas por importación; divide el archivo' },
      ]);
    },
  );

  it(
    'MANIFEST is the owner’s: the secretary and visitors are refused the manifest, check-in and ' + 'assignments',
    async () => {
      const guest = await book(inDays(307));
      const day = inDays(307);
      for (const cookie of [session().secretary, '']) {
        expect((await call('GET', `/api/manifest?date=${day}`, undefined, cookie)).status).toBeGreaterThanOrEqual(401);
        expect(
          (
            await call(
              'PUT',
              `/api/reservations/${guest.id}/checkin`,
              { checkin: 'presente', version: guest.version },
              cookie,
            )
          ).status,
        ).toBeGreaterThanOrEqual(401);
        expect(
          (await call('PUT', `/api/manifest/departures/1/${day}`, { driver_id: null }, cookie)).status,
        ).toBeGreaterThanOrEqual(401);
        expect((await call('GET', '/api/ship-calls', undefined, cookie)).status).toBeGreaterThanOrEqual(401);
      }
      expect((await call('GET', `/api/reservations/${guest.id}`)).body.checkin).toBe('pendiente');
    },
  );
});

describeEachDatabase('airport transfers priced by zone', (session) => {
  const { call, book } = api(session);

  it(
    'BOOKING a transfer with a zone is priced by the zone’s table, and again when its zone changes; an unknown ' +
      'zone is refused',
    async () => {
      const zone = await call<{ id: number }>('POST', '/api/transfer-zones', { name: 'Test zone far', price: 95 });
      const near = await call<{ id: number }>('POST', '/api/transfer-zones', { name: 'Test zone near', price: 30 });
      const ride = await book(inDays(310), {
        tour_id: 12,
        kind: 'transfer',
        zone_id: zone.body.id,
        adults: 3,
        flight_number: 'AA 2587',
        arrival_time: '13:30',
      });
      expect(ride).toMatchObject({ kind: 'transfer', zone_id: zone.body.id, price_total: 95, balance: 95 });
      const moved = await call('PUT', `/api/reservations/${ride.id}`, { zone_id: near.body.id, version: ride.version });
      expect(moved.body).toMatchObject({ zone_id: near.body.id, price_total: 30 });
      const unknown = await call(
        'POST',
        '/api/reservations',
        booking(inDays(310), { tour_id: 12, kind: 'transfer', zone_id: 99_999 }),
      );
      expect([unknown.status, unknown.body.fields]).toEqual([400, { zone_id: 'Esa zona no existe' }]);
    },
  );
});
