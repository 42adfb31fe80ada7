import { describe, expect, it } from 'vitest';
import {
  chooseDeparture,
  departureTimesSchema,
  overCapacity,
  pickupAt,
  pickupPointsSchema,
  pickupTable,
  pickupTimeFor,
} from '../../src/domain/departures';
import { bookingLabel } from '../../src/domain/bookingLabel';
import { buildManifest, driverRuns, driverRunText, type ManifestBookingRow } from '../../src/domain/manifest';
import { buildCalendar } from '../../src/domain/runCalendar';

const tour = {
  departure_times: ['13:00', '09:00'],
  pickup_points: [
    { place: 'Playa Dorada', minutes_before: 75 },
    { place: 'Sosúa', minutes_before: 45 },
  ],
};

let nextId = 1;
const booking = (fields: Partial<ManifestBookingRow>): ManifestBookingRow => ({
  id: nextId++,
  version: 1,
  tour_id: 1,
  departure_time: '',
  kind: 'tour',
  nombre: 'Guest',
  adults: 2,
  children: 0,
  personas: 2,
  pickup_place: 'Hotel',
  pickup_time: '08:00',
  telefono: '',
  language: 'es',
  balance: 0,
  notas: '',
  checkin: 'pendiente',
  estado: 'confirmada',
  flight_number: '',
  arrival_time: '',
  transfer_from: '',
  transfer_to: '',
  luggage: 0,
  zone_id: null,
  ship_call_id: null,
  driver_id: null,
  fleet_vehicle_id: null,
  ...fields,
});
const rows = {
  date: '2026-12-01',
  tours: [
    { id: 1, nombre: 'Falls', duracion: '3 hours', capacity_per_day: 10 },
    { id: 2, nombre: 'City', duracion: '2 hours', capacity_per_day: null },
  ],
  assignments: [],
  drivers: [
    { id: 3, username: 'ramon', phone: '809 555 0001' },
    { id: 4, username: 'luis', phone: '809 555 0002' },
  ],
  vehicles: [{ id: 7, name: 'Hiace', plate: 'A1', seats: 14 }],
  shipCalls: [
    { id: 9, ship: 'Carnival Pride', terminal: 'Amber Cove', arrival_time: '08:00', all_aboard_time: '16:30' },
  ],
};

describe('departures and pickup places', () => {
  it(
    'BOOKING a place gives its pickup time at each departure, counted back from it; a place not the tour’s ' +
      'gives none',
    () => {
      expect(pickupTimeFor(tour, '09:00', 'Playa Dorada')).toBe('07:45');
      expect(pickupTimeFor(tour, '13:00', ' playa dorada ')).toBe('11:45');
      expect(pickupTimeFor(tour, '09:00', 'Cabarete')).toBe('');
      expect(pickupTimeFor(tour, '', 'Sosúa')).toBe('');
      expect(pickupAt('00:30', 45)).toBe('');
      expect(pickupTable(tour)).toEqual([
        { place: 'Playa Dorada', times: ['07:45', '11:45'] },
        { place: 'Sosúa', times: ['08:15', '12:15'] },
      ]);
    },
  );

  it(
    'BOOKING a booking rides in a departure its tour has; one time is chosen for it, none leaves the ' + 'day untimed',
    () => {
      expect(chooseDeparture(tour, '13:00')).toEqual({ time: '13:00' });
      expect(chooseDeparture(tour, '')).toEqual({ error: 'ep.departures.choose' });
      expect(chooseDeparture(tour, '10:00')).toEqual({ error: 'ep.departures.notATime' });
      expect(chooseDeparture({ departure_times: ['09:00'] }, '')).toEqual({ time: '09:00' });
      expect(chooseDeparture({ departure_times: [] }, '09:00')).toEqual({ time: '' });
      expect(departureTimesSchema.safeParse(['09:00', '09:00']).success).toBe(false);
      expect(departureTimesSchema.safeParse(['9:00']).success).toBe(false);
      expect(
        pickupPointsSchema.safeParse([
          { place: 'Sosúa', minutes_before: 10 },
          { place: 'SOSÚA', minutes_before: 20 },
        ]).success,
      ).toBe(false);
      expect(pickupPointsSchema.safeParse([{ place: 'Sosúa', minutes_before: 400 }]).success).toBe(false);
    },
  );

  it(
    'BOOKING a ride is labelled from → to and flight, its zone standing for a missing destination; a tour by ' +
      'name and time',
    () => {
      const ride = {
        kind: 'transfer' as const,
        tour_id: null,
        transfer_from: 'Aeropuerto POP',
        transfer_to: '',
        zone_id: 5,
        flight_number: 'AA1234',
      };
      const zones = [{ id: 5, name: 'Sosúa' }];
      expect(bookingLabel(ride, [], zones)).toBe('Aeropuerto POP → Sosúa · AA1234');
      expect(bookingLabel({ ...ride, transfer_to: 'Casa Linda', flight_number: '' }, [], zones)).toBe(
        'Aeropuerto POP → Casa Linda',
      );
      expect(
        bookingLabel({ ...ride, kind: 'tour', tour_id: 1, departure_time: '09:00' }, [{ id: 1, nombre: 'Falls' }], []),
      ).toBe('Falls 09:00');
      expect(overCapacity(10, 13)).toBe(3);
      expect(overCapacity(10, 7)).toBe(0);
      expect(overCapacity(null, 70)).toBe(0);
    },
  );
});

describe('the day’s run per departure', () => {
  it(
    'MANIFEST groups a tour’s bookings by departure, counts capacity per departure and says how many over, ' +
      'never a negative place count',
    () => {
      const manifest = buildManifest({
        ...rows,
        bookings: [
          booking({ departure_time: '09:00', personas: 8, adults: 8, pickup_time: '07:45' }),
          booking({ departure_time: '09:00', personas: 5, adults: 5, pickup_time: '', estado: 'nueva' }),
          booking({ departure_time: '13:00', personas: 4, adults: 4, pickup_time: '12:15' }),
        ],
      });
      expect(
        manifest.departures.map(({ key, time, label, departs, back, headcount, left, over, unconfirmed }) => ({
          key,
          time,
          label,
          departs,
          back,
          headcount,
          left,
          over,
          unconfirmed,
        })),
      ).toEqual([
        {
          key: 'tour-1-09:00',
          time: '09:00',
          label: 'Falls 09:00',
          departs: '09:00',
          back: '12:00',
          headcount: 13,
          left: 0,
          over: 3,
          unconfirmed: 1,
        },
        {
          key: 'tour-1-13:00',
          time: '13:00',
          label: 'Falls 13:00',
          departs: '13:00',
          back: '16:00',
          headcount: 4,
          left: 6,
          over: 0,
          unconfirmed: 0,
        },
      ]);
      expect(manifest.departures[0].warnings).toEqual([
        { code: 'over_capacity', over: 3, capacity: 10 },
        { code: 'unconfirmed', bookings: 1 },
      ]);
    },
  );

  it('MANIFEST a vehicle on two runs that share a minute warns on both, as a driver does', () => {
    const manifest = buildManifest({
      ...rows,
      bookings: [
        booking({ tour_id: 1, pickup_time: '08:00', fleet_vehicle_id: 7 }),
        booking({ tour_id: 2, pickup_time: '10:00', fleet_vehicle_id: 7 }),
        booking({ tour_id: 2, departure_time: '', pickup_time: '15:00', kind: 'transfer', fleet_vehicle_id: 7 }),
      ],
    });
    const overlaps = manifest.departures.flatMap((departure) =>
      departure.warnings
        .filter((warning) => warning.code === 'vehicle_overlap')
        .map((warning) => [departure.label, warning]),
    );
    expect(overlaps).toEqual([
      ['Falls', { code: 'vehicle_overlap', vehicle: 'Hiace', other: 'City', other_key: 'tour-2' }],
      ['City', { code: 'vehicle_overlap', vehicle: 'Hiace', other: 'Falls', other_key: 'tour-1' }],
    ]);
  });

  it(
    'DRIVER each driver’s run lists the bookings assigned to him now: a booking moved to another driver leaves ' +
      'the first run and joins the second',
    () => {
      const first = booking({ nombre: 'Ana', pickup_time: '08:00', balance: 40, notas: 'Wheelchair', ship_call_id: 9 });
      const second = booking({ nombre: 'Bo', pickup_time: '08:30', luggage: 2 });
      const assignments = [{ tour_id: 1, driver_id: 3, fleet_vehicle_id: 7 }];
      const before = driverRuns(buildManifest({ ...rows, assignments, bookings: [first, second] }));
      expect(before.map((run) => [run.driver.username, run.bookings.map((entry) => entry.nombre)])).toEqual([
        ['ramon', ['Ana', 'Bo']],
      ]);
      const after = driverRuns(buildManifest({ ...rows, assignments, bookings: [first, { ...second, driver_id: 4 }] }));
      expect(after.map((run) => [run.driver.username, run.bookings.map((entry) => entry.nombre)])).toEqual([
        ['luis', ['Bo']],
        ['ramon', ['Ana']],
      ]);
      const text = driverRunText(after[1], 'Recogidas', {
        people: 'pax',
        flight: 'Vuelo',
        bags: 'maletas',
        collect: (amount) => `Cobrar US$${amount}`,
        allAboard: (ship, hour) => `${ship}: a bordo ${hour}`,
      });
      expect(text).toBe(
        'Recogidas\n08:00 · Falls · Hotel · Ana · 2 pax · Cobrar US$40 · Carnival Pride: a bordo 16:30 · Hiace ' +
          '· Wheelchair',
      );
    },
  );

  it('MANIFEST the calendar counts each departure and the places a day has left across a tour’s departures', () => {
    const calendar = buildCalendar(
      '2026-12',
      [
        {
          fecha: '2026-12-01',
          tour_id: 1,
          tour_name: 'Falls',
          people: 8,
          departure_time: '09:00',
          capacity: 10,
          departures: 2,
        },
        {
          fecha: '2026-12-01',
          tour_id: 1,
          tour_name: 'Falls',
          people: 3,
          departure_time: '13:00',
          capacity: 10,
          departures: 2,
        },
        { fecha: '2026-12-01', tour_id: 2, tour_name: 'City', people: 25, capacity: 20 },
      ],
      [],
    );
    expect(calendar.days[0]).toMatchObject({
      people: 36,
      left: 9,
      tours: [
        { tour_name: 'City', people: 25, left: 0, over: 5, departures: [{ time: '', people: 25 }] },
        {
          tour_name: 'Falls',
          people: 11,
          left: 9,
          over: 0,
          departures: [
            { time: '09:00', people: 8 },
            { time: '13:00', people: 3 },
          ],
        },
      ],
    });
  });
});
