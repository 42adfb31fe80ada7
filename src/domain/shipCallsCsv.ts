import Papa from 'papaparse';
import { ALL_ABOARD_MESSAGE, allAboardAfterArrival, shipCallSchema, type ShipCallInput } from './shipCalls';

/** Apart from shipCalls.ts so the CSV parser loads only with the import button, not with every screen. */
const CSV_COLUMNS = ['ship', 'terminal', 'date', 'arrival_time', 'all_aboard_time'] as const;

/** One line of a schedule, checked: its call, or what is wrong with it (the schema's messages, catalog keys). */
export type ShipCallLine =
  | { line: number; call: ShipCallInput }
  | { line: number; problems: { field: string; message: string }[] }
  | { line: number; missingColumns: string[] };

const columnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Ship calls as a cruise line's schedule lists them: a header row naming the columns (any order, any case),
 * one call a line, separated by commas or semicolons, quoted by RFC 4180 (`"Norwegian Epic, NCL"`). Answers each
 * row checked, numbered as a spreadsheet shows it (the header is 1, blank lines left out).
 */
export function parseShipCallsCsv(textContent: string): ShipCallLine[] {
  const parsed = Papa.parse<string[]>(textContent.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
  });
  const rows = parsed.data;
  if (rows.length === 0) return [];
  const header = rows[0].map(columnName);
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) return [{ line: 1, missingColumns: missing }];
  return rows.slice(1).map((cells, index): ShipCallLine => {
    const at = index + 2;
    const row = Object.fromEntries(CSV_COLUMNS.map((column) => [column, (cells[header.indexOf(column)] ?? '').trim()]));
    const checked = shipCallSchema
      .refine(allAboardAfterArrival, { message: ALL_ABOARD_MESSAGE, path: ['all_aboard_time'] })
      .safeParse(row);
    return checked.success
      ? { line: at, call: checked.data }
      : {
          line: at,
          problems: checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        };
  });
}
