import { z } from 'zod';
import { isoDate } from './common';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';

export const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const hour = text(5).regex(HOUR_PATTERN, 'ep.reservations.timeFormat');

/** A cruise ship in port for a few hours (issue 22): its all-aboard time bounds the tours its guests can take. */
export const shipCallSchema = z.object({
  ship: requiredText(120, 'ep.run.ships.shipRequired'),
  terminal: requiredText(120, 'ep.run.ships.terminalRequired'),
  date: isoDate,
  arrival_time: hour,
  all_aboard_time: hour,
});

export const shipCallsResource = defineResource({
  name: 'ship-calls',
  api: '/api/ship-calls',
  schema: shipCallSchema,
  search: ['ship', 'terminal'],
  access: { read: 'owner', write: 'owner' },
  list: { sortable: ['ship', 'terminal', 'date', 'arrival_time'], filterable: ['date', 'terminal'], defaultSort: [['date', 'asc'], ['arrival_time', 'asc']] },
  screens: true,
  menu: { after: 'reservas' },
});

export type ShipCall = RecordOf<typeof shipCallsResource>;

const CSV_COLUMNS = ['ship', 'terminal', 'date', 'arrival_time', 'all_aboard_time'] as const;

/**
 * Ship calls as a cruise line's schedule lists them: a header row naming the columns (any order, any case),
 * one call a line, separated by commas or semicolons. Answers each line checked, with its line number.
 */
export function parseShipCallsCsv(textContent: string): { line: number; call?: z.infer<typeof shipCallSchema>; error?: string }[] {
  const lines = textContent.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length === 0) return [];
  const split = (line: string) => line.split(/[;,]/).map((cell) => cell.trim().replace(/^"|"$/g, ''));
  const header = split(lines[0]).map((name) => name.toLowerCase().replace(/[\s-]+/g, '_'));
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return [{ line: 1, error: `Faltan columnas: ${missing.join(', ')}` }];
  return lines.slice(1).map((line, index) => {
    const cells = split(line);
    const row = Object.fromEntries(CSV_COLUMNS.map((column) => [column, cells[header.indexOf(column)] ?? '']));
    const parsed = shipCallSchema.safeParse(row);
    return parsed.success ? { line: index + 2, call: parsed.data } : { line: index + 2, error: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  });
}
