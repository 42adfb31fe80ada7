import { describe, expect, it } from 'vitest';
import {
  assignedIds,
  buildManifest,
  driverRunText,
  type ManifestBookingRow,
  type ManifestRows,
} from '../../src/domain/manifest';
import { durationMinutes } from '../../src/domain/runDuration';
import { shipCallKey, sortSchedule } from '../../src/domain/shipCalls';
import { parseShipCallsCsv } from '../../src/domain/shipCallsCsv';
import { buildCalendar, monthBounds, monthSchema, monthWeeks, shiftMonth } from '../../src/domain/runCalendar';

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
  telefono: '+1 809 555 0100',
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

const rows = (fields: Partial<ManifestRows>): ManifestRows => ({
  date: '2026-12-01',
  bookings: [],
  tours: [
    { id: 1, nombre: 'Falls', duracion: '5 hours', capacity_per_day: 20 },
    { id: 2, nombre: 'City', duracion: '3-4 hours', capacity_per_day: null },
    { id: 12, nombre: 'Airport', duracion: '40 minutes', capacity_per_day: 12 },
  ],
  assignments: [],
  drivers: [{ id: 3, username: 'ramon', phone: '+1 829 555 0142' }],
  vehicles: [{ id: 1, name: 'Hiace', plate: 'A1', seats: 4 }],
  shipCalls: [
    { id: 7, ship: 'Carnival Pride', terminal: 'Amber Cove', arrival_time: '08:00', all_aboard_time: '15:30' },
  ],
  ...fields,
});

describe('the day’s manifest', () => {
  it('MANIFEST reads durations on the safe side', () => {
    expect([
      durationMinutes('5 hours'),
      durationMinutes('3-4 horas'),
      durationMinutes('40 minutes'),
      durationMinutes('Full day'),
      durationMinutes('2.5 h'),
    ]).toEqual([300, 240, 40, 480, 150]);
  });

  it(
    'MANIFEST groups a tour’s bookings into one departure by pickup time, transfers each their own, ' +
      'cancelled left out',
    () => {
      const manifest = buildManifest(
        rows({
          bookings: [
            booking({ id: 101, pickup_time: '09:00', personas: 3 }),
            booking({ id: 102, pickup_time: '07:30' }),
            booking({ id: 103, pickup_time: '', personas: 1 }),
            booking({ id: 104, estado: 'cancelada' }),
            booking({ id: 105, tour_id: 12, kind: 'transfer', pickup_time: '', arrival_time: '13:30' }),
            booking({ id: 106, tour_id: 12, kind: 'transfer', pickup_time: '06:00' }),
          ],
        }),
      );
      expect(manifest.departures.map((departure) => departure.key)).toEqual(['transfer-106', 'tour-1', 'transfer-105']);
      const falls = manifest.departures[1];
      expect(falls.bookings.map((row) => row.id)).toEqual([102, 101, 103]);
      expect([falls.headcount, falls.capacity, falls.left, falls.start, falls.departs, falls.back]).toEqual([
        6,
        20,
        14,
        '07:30',
        '09:00',
        '14:00',
      ]);
      expect(manifest.departures[2]).toMatchObject({ start: '13:30', back: '14:30', capacity: null, left: null });
    },
  );

  it('MANIFEST warns when the people riding exceed the vehicle’s seats', () => {
    const manifest = buildManifest(
      rows({
        bookings: [booking({ personas: 3 }), booking({ personas: 2 })],
        assignments: [{ tour_id: 1, driver_id: 3, fleet_vehicle_id: 1 }],
      }),
    );
    expect(manifest.departures[0].warnings).toEqual([{ code: 'seats', vehicle: 'Hiace', seats: 4, people: 5 }]);
    expect(manifest.departures[0].bookings[0]).toMatchObject({
      driver: { username: 'ramon' },
      vehicle: { name: 'Hiace' },
    });
  });

  it('MANIFEST warns on both runs when one driver has two that overlap, and not when they follow each other', () => {
    const overlapping = buildManifest(
      rows({
        bookings: [
          booking({ tour_id: 1, pickup_time: '08:00' }),
          booking({ tour_id: 2, pickup_time: '12:30', driver_id: 3 }),
        ],
        assignments: [{ tour_id: 1, driver_id: 3, fleet_vehicle_id: null }],
      }),
    );
    expect(overlapping.departures.map((departure) => departure.warnings)).toEqual([
      [{ code: 'overlap', driver: 'ramon', other: 'City', other_key: 'tour-2' }],
      [{ code: 'overlap', driver: 'ramon', other: 'Falls', other_key: 'tour-1' }],
    ]);
    const following = buildManifest(
      rows({
        bookings: [
          booking({ tour_id: 1, pickup_time: '08:00', driver_id: 3 }),
          booking({ tour_id: 2, pickup_time: '13:00', driver_id: 3 }),
        ],
      }),
    );
    expect(following.departures.flatMap((departure) => departure.warnings)).toEqual([]);
  });

  it(
    'MANIFEST warns when a cruise guest’s tour is back less than an hour before all aboard, and groups ' +
      'guests by ship',
    () => {
      const late = buildManifest(
        rows({
          bookings: [
            booking({ id: 201, pickup_time: '09:45', ship_call_id: 7 }),
            booking({ id: 202, pickup_time: '09:00' }),
          ],
        }),
      );
      expect(late.departures[0].warnings).toEqual([
        {
          code: 'all_aboard',
          booking_id: 201,
          ship: 'Carnival Pride',
          back: '14:45',
          all_aboard: '15:30',
          side: 'before',
          minutes: 45,
        },
      ]);
      expect(late.ships).toEqual([expect.objectContaining({ ship: 'Carnival Pride', booking_ids: [201], people: 2 })]);
      const inTime = buildManifest(rows({ bookings: [booking({ pickup_time: '09:30', ship_call_id: 7 })] }));
      expect(inTime.departures[0].warnings).toEqual([]);
    },
  );

  it('MANIFEST writes the driver’s run one pickup a line', () => {
    const manifest = buildManifest(
      rows({
        bookings: [booking({ nombre: 'Ana', pickup_place: 'Casa Colonial', personas: 2, telefono: '+1 809 555 0100' })],
      }),
    );
    expect(driverRunText(manifest.departures[0], 'Falls 2026-12-01')).toBe(
      'Falls 2026-12-01\n08:00 · Casa Colonial · Ana · 2 pax · +1 809 555 0100',
    );
  });

  it('MANIFEST reads a cruise schedule CSV by its header, line by line', () => {
    const lines = parseShipCallsCsv(
      'Ship;Terminal;Date;Arrival time;All aboard time\nCarnival Pride;Amber ' +
        'Cove;2026-12-01;08:00;16:30\nBad;Taino Bay;2026-12-01;8am;16:30\n',
    );
    expect(lines[0]).toEqual({
      line: 2,
      call: {
        ship: 'Carnival Pride',
        terminal: 'Amber Cove',
        date: '2026-12-01',
        arrival_time: '08:00',
        all_aboard_time: '16:30',
      },
    });
    expect(lines[1]).toEqual({ line: 3, problems: [{ field: 'arrival_time', message: 'ep.reservations.timeFormat' }] });
    expect(parseShipCallsCsv('ship,date\nx,2026-12-01')).toEqual([
      { line: 1, missingColumns: ['terminal', 'arrival_time', 'all_aboard_time'] },
    ]);
  });

  it('MANIFEST names the drivers and vehicles a day uses, each once, from its bookings and departures', () => {
    const bookings = [
      { driver_id: 3, fleet_vehicle_id: null },
      { driver_id: null, fleet_vehicle_id: 2 },
      { driver_id: 3, fleet_vehicle_id: 2 },
    ];
    expect(
      assignedIds(bookings, [
        { tour_id: 1, driver_id: 4, fleet_vehicle_id: 2 },
        { tour_id: 5, driver_id: null, fleet_vehicle_id: 7 },
      ]),
    ).toEqual({ drivers: [3, 4], vehicles: [2, 7] });
  });

  it(
    'MANIFEST a ship is in one port a day: the same ship in any case or spacing on the same date is the ' + 'same call',
    () => {
      expect(shipCallKey({ ship: ' Carnival  Pride', date: '2026-12-01' })).toBe(
        shipCallKey({ ship: 'carnival pride', date: '2026-12-01' }),
      );
      expect(shipCallKey({ ship: 'Carnival Pride', date: '2026-12-01' })).not.toBe(
        shipCallKey({ ship: 'Carnival Pride', date: '2026-12-02' }),
      );
      const call = (ship: string, date: string) => ({
        ship,
        terminal: 'Taino Bay',
        date,
        arrival_time: '07:00',
        all_aboard_time: '15:00',
      });
      const { create, skipped } = sortSchedule(
        [call('A', '2026-12-01'), call('B', '2026-12-01'), call('a', '2026-12-01'), call('B', '2026-12-02')],
        [{ id: 9, ...call('b', '2026-12-01') }],
      );
      expect(create.map((row) => `${row.ship} ${row.date}`)).toEqual(['A 2026-12-01', 'B 2026-12-02']);
      expect(skipped).toEqual([
        { index: 1, ship: 'B', date: '2026-12-01' },
        { index: 2, ship: 'a', date: '2026-12-01' },
      ]);
    },
  );
});

describe('a cruise schedule imported (issue 38)', () => {
  const call = (ship: string, arrival_time = '07:00', all_aboard_time = '15:00') => ({
    ship,
    terminal: 'Taino Bay',
    date: '2026-12-01',
    arrival_time,
    all_aboard_time,
  });

  it(
    'MANIFEST reads RFC 4180 quoting: a ship named with a comma or a quote, a quoted header, CRLF lines, ' +
      'semicolons',
    () => {
      const header = '\uFEFF"ship","terminal",date,arrival_time,all_aboard_time\r\n';
      const lines = parseShipCallsCsv(
        `${header}"Norwegian Epic, NCL",Amber Cove,2026-12-01,08:00,16:30\r\n"The ""Pride""",Taino ` +
          `Bay,2026-12-02,07:00,15:00\r\n`,
      );
      expect(lines.map((line) => ('call' in line ? line.call.ship : line))).toEqual([
        'Norwegian Epic, NCL',
        'The "Pride"',
      ]);
      const semicolons = parseShipCallsCsv(
        'ship;terminal;date;arrival_time;all_aboard_time\n"Epic; NCL";Amber Cove;2026-12-01;08:00;16:30\n',
      );
      expect(semicolons).toEqual([{ line: 2, call: expect.objectContaining({ ship: 'Epic; NCL' }) }]);
    },
  );

  it('MANIFEST an all-aboard at or before the arrival is refused on its line', () => {
    const lines = parseShipCallsCsv(
      'ship,terminal,date,arrival_time,all_aboard_time\nEarly,Amber Cove,2026-12-01,16:00,08:00\nSame,Amber ' +
        'Cove,2026-12-01,09:00,09:00\n',
    );
    expect(lines).toEqual([
      { line: 2, problems: [{ field: 'all_aboard_time', message: 'ep.shipImport.allAboardBeforeArrival' }] },
      { line: 3, problems: [{ field: 'all_aboard_time', message: 'ep.shipImport.allAboardBeforeArrival' }] },
    ]);
  });

  it('MANIFEST a re-import updates a stored call whose times changed and skips one that did not', () => {
    const { create, update, skipped } = sortSchedule(
      [call('Moved', '09:00', '17:00'), call('Same'), call('New'), call('moved', '10:00', '18:00')],
      [
        { id: 4, ...call('Moved') },
        { id: 5, ...call('Same') },
      ],
    );
    expect(create.map((row) => row.ship)).toEqual(['New']);
    expect(update).toEqual([{ id: 4, index: 0, call: call('Moved', '09:00', '17:00') }]);
    expect(skipped.map((row) => row.index)).toEqual([1, 3]);
  });
});

describe('the month of runs', () => {
  it(
    'MANIFEST lays a month out in weeks from Monday, moves by month across years, and sums each day’s people ' +
      'over its tours',
    () => {
      const weeks = monthWeeks('2026-02');
      expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
      expect(weeks.at(-1)).toEqual([
        '2026-02-23',
        '2026-02-24',
        '2026-02-25',
        '2026-02-26',
        '2026-02-27',
        '2026-02-28',
        null,
      ]);
      expect(weeks.flat().filter(Boolean)).toHaveLength(28);
      expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1), monthBounds('2028-02').last]).toEqual([
        '2025-12',
        '2027-01',
        '2028-02-29',
      ]);
      expect(['2026-12', '2026-13', '2026-1', '0000-00'].map((month) => monthSchema.safeParse(month).success)).toEqual([
        true,
        false,
        false,
        false,
      ]);
      const calendar = buildCalendar(
        '2026-12',
        [
          { fecha: '2026-12-02', tour_id: 5, tour_name: 'City', people: 3 },
          { fecha: '2026-12-01', tour_id: 5, tour_name: 'City', people: 4 },
          { fecha: '2026-12-01', tour_id: 1, tour_name: 'Falls', people: 12 },
        ],
        [{ date: '2026-12-05', ship: 'MSC Seashore' }],
      );
      expect(calendar.days).toMatchObject([
        {
          date: '2026-12-01',
          people: 16,
          tours: [
            { tour_id: 1, tour_name: 'Falls', people: 12 },
            { tour_id: 5, tour_name: 'City', people: 4 },
          ],
          ships: [],
        },
        { date: '2026-12-02', people: 3, tours: [{ tour_id: 5, tour_name: 'City', people: 3 }], ships: [] },
        { date: '2026-12-05', people: 0, tours: [], ships: ['MSC Seashore'] },
      ]);
    },
  );
});
