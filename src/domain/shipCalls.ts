import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';
import { lazy } from './lazy';

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

/** An import of a schedule: the calls checked in the browser, at most a season's worth in one request. */
export const shipCallImportSchema = lazy(() => z.object({ calls: z.array(shipCallSchema).min(1).max(1000) }));

/** What an import did: the calls it created, and the ones it left because the ship was already in on that day. */
export interface ShipCallImport {
  created: number;
  skipped: { index: number; ship: string; date: string }[];
}

/** A schedule's calls split against the calls already stored on its days: those to create, and those skipped. */
export function sortSchedule(calls: ShipCallInput[], stored: Pick<ShipCallInput, 'ship' | 'date'>[]) {
  const known = new Set(stored.map(shipCallKey));
  const create: ShipCallInput[] = [];
  const skipped: ShipCallImport['skipped'] = [];
  for (const [index, call] of calls.entries()) {
    const key = shipCallKey(call);
    if (known.has(key)) skipped.push({ index, ship: call.ship, date: call.date });
    else {
      known.add(key);
      create.push(call);
    }
  }
  return { create, skipped };
}

const CSV_COLUMNS = ['ship', 'terminal', 'date', 'arrival_time', 'all_aboard_time'] as const;

/** One line of a schedule, checked: its call, or what is wrong with it (the schema's messages, catalog keys). */
export type ShipCallLine =
  | { line: number; call: ShipCallInput }
  | { line: number; problems: { field: string; message: string }[] }
  | { line: number; missingColumns: string[] };

/**
 * Ship calls as a cruise line's schedule lists them: a header row naming the columns (any order, any case),
 * one call a line, separated by commas or semicolons. Answers each line checked, with its line number.
 */
export function parseShipCallsCsv(textContent: string): ShipCallLine[] {
  const lines = textContent
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) return [];
  const split = (line: string) => line.split(/[;,]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  const header = split(lines[0]).map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return [{ line: 1, missingColumns: missing }];
  return lines.slice(1).map((line, index): ShipCallLine => {
    const cells = split(line);
    const row = Object.fromEntries(CSV_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? '']));
    const parsed = shipCallSchema.safeParse(row);
    return parsed.success
      ? { line: index + 2, call: parsed.data }
      : {
          line: index + 2,
          problems: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        };
  });
}
