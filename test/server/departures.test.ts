import { expect, it } from 'vitest';
import { describeEachDatabase, type Session } from './support/testServer';
import type { Booking } from '../../src/domain/bookings';
import type { Manifest } from '../../src/domain/manifest';
import type { RunCalendar } from '../../src/domain/runCalendar';
import { daysFromToday } from '../days';

type Answer = Booking & { error?: string; code?: string; left?: number; fields?: Record<string, string> };

const phoneBooking = (fields: Record<string, unknown> = {}) => ({
  nombre: 'Grace Hopper',
  fecha: daysFromToday(240),
  tour_id: 1,
  adults: 2,
  children: 0,
  telefono: '+1 809 555 0100',
  language: 'en',
  source: 'phone',
  estado: 'confirmada',
  ...fields,
});

function api(session: () => Session) {
  const call = <T = Answer>(method: string, path: string, body?: unknown, cookie: string = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });
  /** Tour 1 runs at 09:00 and 13:00 for 10 people each, picking up at Playa Dorada 75 and Sosúa 45 minutes before. */
  const twoDepartures = async (tourId = 1) =>
    expect(
      (
        await call('PUT', `/api/tours/${tourId}`, {
          capacity_per_day: 10,
          departure_times: ['13:00', '09:00'],
          pickup_points: [
            { place: 'Playa Dorada', minutes_before: 75 },
            { place: 'Sosúa', minutes_before: 45 },
          ],
        })
      ).status,
    ).toBe(200);
  return { call, twoDepartures };
}

describeEachDatabase('departures at set times and pickup places', (session) => {
  const { call, twoDepartures } = api(session);

  it(
    'BOOKING a tour keeps its departure times and pickup places; a wrong time or a place twice is refused ' +
      'under its field',
    async () => {
      await twoDepartures();
      const tour = await call<{ departure_times: string[]; pickup_points: unknown[] }>('GET', '/api/tours/1');
      expect(tour.body.departure_times).toEqual(['13:00', '09:00']);
      expect(tour.body.pickup_points).toEqual([
        { place: 'Playa Dorada', minutes_before: 75 },
        { place: 'Sosúa', minutes_before: 45 },
      ]);
      const wrong = await call('PUT', '/api/tours/1', {
        departure_times: ['9h'],
        pickup_points: [
          { place: 'Sosúa', minutes_before: 10 },
          { place: 'sosúa ', minutes_before: 20 },
        ],
      });
      expect(wrong.status).toBe(400);
      expect(Object.keys(wrong.body.fields ?? {}).sort()).toEqual(['departure_times.0', 'pickup_points']);
    },
  );

  it(
    'BOOKING capacity counts per departure: the 09:00 run full does not fill the 13:00; a booking must name ' +
      'its departure',
    async () => {
      await twoDepartures();
      const fecha = daysFromToday(241);
      const unnamed = await call('POST', '/api/reservations', phoneBooking({ fecha }));
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.fields).toEqual({ departure_time: 'Elija la salida' });
      const notATime = await call('POST', '/api/reservations', phoneBooking({ fecha, departure_time: '10:00' }));
      expect(notATime.body.fields).toEqual({ departure_time: 'El tour no sale a esta hora' });

      const morning = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha, departure_time: '09:00', adults: 8 }),
      );
      expect(morning.status).toBe(201);
      expect(morning.body.departure_time).toBe('09:00');
      const full = await call('POST', '/api/reservations', phoneBooking({ fecha, departure_time: '09:00', adults: 3 }));
      expect(full.status).toBe(409);
      expect(full.body).toMatchObject({ code: 'over_capacity', left: 2 });
      const afternoon = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha, departure_time: '13:00', adults: 10 }),
      );
      expect(afternoon.status).toBe(201);
      // Moving a party to the other departure checks that one's places; its own seats in the first do not count.
      const moved = await call('PUT', `/api/reservations/${morning.body.id}`, { departure_time: '13:00' });
      expect(moved.status).toBe(409);
      expect(moved.body).toMatchObject({ code: 'over_capacity', left: 0 });
      expect((await call('PUT', `/api/reservations/${morning.body.id}`, { adults: 10 })).status).toBe(200);

      const visitor = await call('GET', `/api/tours/1/availability?date=${fecha}&time=13:00`, undefined, '');
      expect(visitor.body).toMatchObject({ capacity: 10, booked: 10, left: 0 });
      const day = await call('GET', `/api/tours/1/availability?date=${fecha}`, undefined, '');
      expect(day.body).toMatchObject({ capacity: 20, booked: 20, left: 0 });
    },
  );

  it(
    'BOOKING two simultaneous bookings for one departure’s last places cannot both pass, while the other ' +
      'departure takes its own',
    async () => {
      await twoDepartures(6);
      for (let round = 0; round < 3; round++) {
        const fecha = daysFromToday(250 + round);
        const answers = await Promise.all([
          ...Array.from({ length: 3 }, (_, n) =>
            call(
              'POST',
              '/api/reservations',
              phoneBooking({ tour_id: 6, adults: 4, fecha, departure_time: '09:00', nombre: `Race ${round}-${n}` }),
            ),
          ),
          call(
            'POST',
            '/api/reservations',
            phoneBooking({ tour_id: 6, adults: 10, fecha, departure_time: '13:00', nombre: `Afternoon ${round}` }),
          ),
        ]);
        expect(
          answers
            .slice(0, 3)
            .map((answer) => answer.status)
            .sort(),
        ).toEqual([201, 201, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'over_capacity', left: 2 });
        expect(answers[3].status).toBe(201);
        const booked = (
          await call<Booking[]>(
            'GET',
            `/api/reservations?filter=${encodeURIComponent(JSON.stringify({ tour_id: 6, fecha }))}&range=[0,9]`,
          )
        ).body;
        const people = (time: string) =>
          booked.filter((row) => row.departure_time === time).reduce((sum, row) => sum + row.personas, 0);
        expect([people('09:00'), people('13:00')]).toEqual([8, 10]);
      }
    },
  );

  it(
    'BOOKING a booking gets its pickup time from the place chosen at its departure, web or staff; staff may ' +
      'type their own',
    async () => {
      await twoDepartures();
      const fecha = daysFromToday(243);
      const web = await call(
        'POST',
        '/api/reservations',
        {
          nombre: 'Web Visitor',
          fecha,
          tour_id: 1,
          adults: 2,
          email: 'web@example.com',
          pickup_place: 'Playa Dorada',
          departure_time: '13:00',
        },
        '',
      );
      expect(web.status).toBe(201);
      const stored = await call('GET', `/api/reservations/${web.body.id}`);
      expect(stored.body).toMatchObject({ departure_time: '13:00', pickup_time: '11:45', estado: 'nueva' });

      const staff = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha, departure_time: '09:00', pickup_place: 'sosúa' }),
      );
      expect(staff.body).toMatchObject({ pickup_time: '08:15' });
      const typed = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha, departure_time: '09:00', pickup_place: 'Sosúa', pickup_time: '08:05' }),
      );
      expect(typed.body).toMatchObject({ pickup_time: '08:05' });
      const elsewhere = await call(
        'POST',
        '/api/reservations',
        phoneBooking({ fecha, departure_time: '09:00', pickup_place: 'Cabarete' }),
      );
      expect(elsewhere.body).toMatchObject({ pickup_time: '' });

      const manifest = await call<Manifest>('GET', `/api/manifest?date=${fecha}`);
      expect(
        manifest.body.departures.map((departure) => [departure.key, departure.label, departure.headcount]),
      ).toEqual([
        ['tour-1-09:00', '27 Damajagua Waterfalls 09:00', 6],
        ['tour-1-13:00', '27 Damajagua Waterfalls 13:00', 2],
      ]);
      const afternoon = manifest.body.departures[1];
      expect(afternoon.bookings.map((booking) => [booking.nombre, booking.pickup_time])).toEqual([
        ['Web Visitor', '11:45'],
      ]);
      expect(afternoon.warnings).toEqual([{ code: 'unconfirmed', bookings: 1 }]);
    },
  );

  it(
    'BOOKING a transfer or taxi ride stands alone without a tour, labelled from → to and flight on the booking ' +
      'and the manifest',
    async () => {
      const fecha = daysFromToday(244);
      const zone = await call<{ id: number }>('POST', '/api/transfer-zones', { name: 'Sosúa zone', price: 35 });
      const ride = await call(
        'POST',
        '/api/reservations',
        phoneBooking({
          fecha,
          tour_id: null,
          kind: 'transfer',
          zone_id: zone.body.id,
          transfer_from: 'Aeropuerto POP',
          transfer_to: 'Sosúa Bay Hotel',
          flight_number: 'AA1234',
          arrival_time: '14:20',
          luggage: 3,
        }),
      );
      expect(ride.status).toBe(201);
      expect(ride.body).toMatchObject({ tour_id: null, price_total: 35, luggage: 3 });
      const tourless = await call('POST', '/api/reservations', phoneBooking({ fecha, tour_id: null }));
      expect(tourless.status).toBe(400);
      expect(tourless.body.fields).toHaveProperty('tour_id');

      const manifest = await call<Manifest>('GET', `/api/manifest?date=${fecha}`);
      const departure = manifest.body.departures.find((entry) => entry.kind === 'transfer')!;
      expect(departure).toMatchObject({ tour_id: null, label: 'Aeropuerto POP → Sosúa Bay Hotel · AA1234' });
      expect(departure.bookings[0]).toMatchObject({ flight_number: 'AA1234', arrival_time: '14:20', luggage: 3 });
    },
  );

  it(
    'MANIFEST a departure’s driver is set per time, and the calendar counts each departure with the day’s ' +
      'places left',
    async () => {
      await twoDepartures();
      const fecha = daysFromToday(245);
      const driver = await call<{ id: number }>('POST', '/api/users', {
        username: 'chofer.departures',
        email: 'chofer@example.com',
        role: 'Driver',
        status: 'active',
        phone: '+1 829 555 0142',
      });
      expect(driver.status).toBe(201);
      for (const [time, adults] of [
        ['09:00', 4],
        ['13:00', 3],
      ] as const)
        expect(
          (await call('POST', '/api/reservations', phoneBooking({ fecha, departure_time: time, adults }))).status,
        ).toBe(201);
      const assigned = await call('PUT', `/api/manifest/departures/1/${fecha}`, {
        driver_id: driver.body.id,
        departure_time: '13:00',
      });
      expect(assigned.status).toBe(200);
      const manifest = await call<Manifest>('GET', `/api/manifest?date=${fecha}`);
      expect(manifest.body.departures.map((departure) => [departure.time, departure.driver?.id ?? null])).toEqual([
        ['09:00', null],
        ['13:00', driver.body.id],
      ]);
      const month = await call<RunCalendar>('GET', `/api/manifest/calendar?month=${fecha.slice(0, 7)}`);
      expect(month.body.days.find((entry) => entry.date === fecha)?.tours.find((tour) => tour.tour_id === 1)).toEqual({
        tour_id: 1,
        tour_name: '27 Damajagua Waterfalls',
        people: 7,
        departures: [
          { time: '09:00', people: 4 },
          { time: '13:00', people: 3 },
        ],
        left: 13,
        over: 0,
      });
    },
  );

  it(
    'PUBLIC the tour page asks which departure and offers the tour’s pickup places; a visitor who names none ' +
      'is asked to choose',
    async () => {
      await twoDepartures();
      const page = await fetch(`${session().server.url}/tours-and-excursions-in-puerto-plata/damajagua-waterfalls`);
      const html = await page.text();
      expect(html).toContain('name="departure_time"');
      expect(html).toContain('<option value="09:00">09:00</option>');
      expect(html).toContain('<option value="13:00">13:00</option>');
      expect(html).toContain('<option>Playa Dorada</option>');
      const unnamed = await call(
        'POST',
        '/api/reservations',
        { nombre: 'Web Visitor', fecha: daysFromToday(246), tour_id: 1, adults: 2, email: 'web@example.com' },
        '',
      );
      expect(unnamed.status).toBe(400);
      expect(unnamed.body.fields).toEqual({ departure_time: 'Elija la salida' });
    },
  );
});
