import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';
import { lazy } from './lazy';
import { withArgs } from './messageArgs';

export const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const hour = text(5).regex(HOUR_PATTERN, 'ep.reservations.timeFormat');

/** A cruise ship in port for a few hours (issue 22): its all-aboard time bounds the tours its guests can take. */
export const shipCallSchema = lazy(() =>
  z.object({
    ship: requiredText(120, 'ep.run.ships.shipRequired'),
    terminal: requiredText(120, 'ep.run.ships.terminalRequired'),
    date: isoDate,
    arrival_time: hour,
    all_aboard_time: hour,
  }),
);

export const shipCallsResource = defineResource({
  name: 'ship-calls',
  api: '/api/ship-calls',
  schema: shipCallSchema,
  search: ['ship', 'terminal'],
  access: { read: 'bookings', write: 'owner' },
  list: {
    sortable: ['ship', 'terminal', 'date', 'arrival_time'],
    filterable: ['date', 'terminal'],
    defaultSort: [
      ['date', 'asc'],
      ['arrival_time', 'asc'],
    ],
  },
  screens: true,
  menu: { after: 'reservas' },
});

export type ShipCall = RecordOf<typeof shipCallsResource>;

export type ShipCallInput = z.infer<typeof shipCallSchema>;

/**
 * A ship is in one port on a day: a call of the same ship (any case, any spacing) on the same date is the same
 * call, so importing a schedule twice, or one that repeats a line, adds nothing twice.
 */
export const shipCallKey = (call: Pick<ShipCallInput, 'ship' | 'date'>) =>
  `${call.date} ${call.ship.trim().replace(/\s+/g, ' ').toLocaleLowerCase()}`;

/** A season's schedule is a few hundred calls: an import takes at most this many, and a file at most this size. */
export const MAX_SHIP_CALLS_PER_IMPORT = 1000;
export const MAX_SHIP_CALLS_FILE_BYTES = 512 * 1024;

export const ALL_ABOARD_MESSAGE = 'ep.shipImport.allAboardBeforeArrival';

/** A ship leaves after it arrives: an all-aboard time at or before the arrival is a typo, refused everywhere. */
export const allAboardAfterArrival = (call: Pick<ShipCallInput, 'arrival_time' | 'all_aboard_time'>) =>
  !HOUR_PATTERN.test(call.arrival_time) ||
  !HOUR_PATTERN.test(call.all_aboard_time) ||
  call.all_aboard_time > call.arrival_time;

/** An import of a schedule: the calls checked in the browser, at most a season's worth in one request. */
export const shipCallImportSchema = lazy(() =>
  z.object({
    calls: z
      .array(shipCallSchema.refine(allAboardAfterArrival, { message: ALL_ABOARD_MESSAGE, path: ['all_aboard_time'] }))
      .min(1)
      .max(MAX_SHIP_CALLS_PER_IMPORT, withArgs('ep.shipImport.tooMany', { max: MAX_SHIP_CALLS_PER_IMPORT })),
  }),
);

/**
 * What an import did: the calls it created, the stored calls whose times or terminal it changed (a cruise line
 * moves a call), and the ones it left because the ship was already in on that day as the file says.
 */
export interface ShipCallImport {
  created: number;
  updated: { index: number; ship: string; date: string }[];
  skipped: { index: number; ship: string; date: string }[];
}

type StoredCall = Pick<ShipCallInput, 'ship' | 'date'> & Partial<ShipCallInput> & { id?: number | string };

const changed = (call: ShipCallInput, stored: StoredCall) =>
  call.terminal !== stored.terminal ||
  call.arrival_time !== stored.arrival_time ||
  call.all_aboard_time !== stored.all_aboard_time;

/**
 * A schedule's calls sorted against the calls already stored on its days: those to create, the stored ones to
 * update (same ship and day, other times), and those skipped (already stored as they are, or repeated in the file).
 */
export function sortSchedule(calls: ShipCallInput[], stored: StoredCall[]) {
  const known = new Map(stored.map((call) => [shipCallKey(call), call]));
  const seen = new Set<string>();
  const create: ShipCallInput[] = [];
  const update: { id: number; index: number; call: ShipCallInput }[] = [];
  const skipped: ShipCallImport['skipped'] = [];
  for (const [index, call] of calls.entries()) {
    const key = shipCallKey(call);
    const before = known.get(key);
    if (seen.has(key) || (before && !changed(call, before))) skipped.push({ index, ship: call.ship, date: call.date });
    else if (before) update.push({ id: Number(before.id), index, call });
    else create.push(call);
    seen.add(key);
  }
  return { create, update, skipped };
}
