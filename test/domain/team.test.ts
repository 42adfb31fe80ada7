import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/domain/access';
import { driverRuns, isDriversBooking } from '../../src/domain/driverRuns';
import { withPending, withVersion, type DriverChange } from '../../src/domain/driverOutbox';
import type { Manifest, ManifestBooking } from '../../src/domain/manifest';

const BOOKINGS = { secretary_bookings: true, secretary_money: false };
const MONEY = { secretary_bookings: true, secretary_money: true };

describe('STAFF the role table with the owner’s grants', () => {
  it(
    'STAFF the secretary gets the bookings and the money only when granted; a price of her own, payment ' +
      'deletes and the audit never',
    () => {
      const table: [string, string, boolean, boolean, boolean][] = [
        // resource, action, no grant, bookings, money
        ['reservas', 'list', false, true, true],
        ['reservas', 'edit', false, true, true],
        ['manifest', 'list', false, true, true],
        ['payments.record', 'create', false, true, true],
        ['payments', 'list', false, false, true],
        ['refunds', 'create', false, false, true],
        ['payments', 'delete', false, false, false],
        ['price-override', 'edit', false, false, false],
        ['audit', 'list', false, false, false],
        ['users', 'list', false, true, true],
        ['users', 'edit', false, false, false],
        ['staff-permissions', 'list', false, false, false],
        ['pages', 'edit', true, true, true],
      ];
      for (const [resource, action, none, bookings, money] of table) {
        expect([resource, action, canAccess('secretary', { resource, action })]).toEqual([resource, action, none]);
        expect([resource, action, canAccess('secretary', { resource, action }, BOOKINGS)]).toEqual([
          resource,
          action,
          bookings,
        ]);
        expect([resource, action, canAccess('secretary', { resource, action }, MONEY)]).toEqual([
          resource,
          action,
          money,
        ]);
        expect(canAccess('owner', { resource, action })).toBe(true);
      }
    },
  );

  it(
    'DRIVER a driver reads the manifest and works his run; nothing else of the back office, the owner ' + 'not his run',
    () => {
      expect(canAccess('driver', { resource: 'manifest', action: 'list' })).toBe(true);
      expect(canAccess('driver', { resource: 'manifest', action: 'edit' })).toBe(false);
      expect(canAccess('driver', { resource: 'driver-run', action: 'create' })).toBe(true);
      for (const resource of ['reservas', 'payments', 'pages', 'dashboard', 'users', 'media'])
        expect(canAccess('driver', { resource, action: 'list' }, MONEY)).toBe(false);
      expect(canAccess('owner', { resource: 'driver-run', action: 'create' })).toBe(false);
      expect(canAccess('driver', { resource: 'tours', action: 'list' })).toBe(true);
    },
  );
});

const guest = (id: number, driverId: number | null, fields: Partial<ManifestBooking> = {}) =>
  ({
    id,
    version: 1,
    nombre: `Guest ${id}`,
    personas: 2,
    balance: 50,
    checkin: 'pendiente',
    driver: driverId === null ? null : { id: driverId, username: `d${driverId}`, phone: '' },
    ...fields,
  }) as ManifestBooking;

const day: Manifest = {
  date: '2030-01-01',
  departures: [
    {
      key: 'tour-1',
      bookings: [guest(1, 7), guest(2, 8), guest(3, null)],
      headcount: 6,
      warnings: [{ code: 'all_aboard', booking_id: 2, ship: 'X', back: '15:00', all_aboard: '15:30' }],
    },
    { key: 'tour-2', bookings: [guest(4, 8)], headcount: 2, warnings: [] },
  ] as unknown as Manifest['departures'],
  ships: [{ id: 1, booking_ids: [1, 2], people: 4 }] as unknown as Manifest['ships'],
};

describe('DRIVER his runs and his phone’s outbox', () => {
  it('DRIVER his part of the day holds only the bookings assigned to him, counted and warned for them', () => {
    const mine = driverRuns(day, 7);
    expect(mine.departures.map((departure) => departure.bookings.map(({ id }) => id))).toEqual([[1]]);
    expect(mine.departures[0].headcount).toBe(2);
    expect(mine.departures[0].warnings).toEqual([]);
    expect(mine.ships).toMatchObject([{ booking_ids: [1], people: 2 }]);
    expect(isDriversBooking(mine, 1)).toBe(true);
    expect(isDriversBooking(mine, 2)).toBe(false);
    expect(driverRuns(day, 8).departures.map(({ key }) => key)).toEqual(['tour-1', 'tour-2']);
  });

  it(
    'DRIVER changes not sent yet show on his day, and the next change of a booking carries the version the ' +
      'server answered',
    () => {
      const queue: DriverChange[] = [
        { id: 'a', kind: 'checkin', booking_id: 1, name: 'Guest 1', version: 1, checkin: 'presente' },
        { id: 'b', kind: 'payment', booking_id: 1, name: 'Guest 1', version: 1, amount: 20, method: 'cash', date: '' },
        { id: 'c', kind: 'checkin', booking_id: 4, name: 'Guest 4', version: 1, checkin: 'no_show' },
      ];
      const shown = withPending(day, queue).departures.flatMap((departure) => departure.bookings);
      expect(shown.find(({ id }) => id === 1)).toMatchObject({ checkin: 'presente', balance: 30 });
      expect(shown.find(({ id }) => id === 4)).toMatchObject({ checkin: 'no_show' });
      expect(withVersion(queue.slice(1), 1, 2).map(({ version }) => version)).toEqual([2, 1]);
    },
  );
});
