import { downloadCSV } from 'react-admin';

export type CsvRow = Record<string, string | number | boolean | null | undefined>;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula: text a visitor typed
 * (a contact message, a testimonial) must open as text, so such a cell is prefixed with a quote.
 */
const neutralized = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cell = (value: CsvRow[string]) => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? neutralized(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 text: a header line of `columns`, then one line per row, every cell quoted when it must be. */
export const toCsv = (columns: readonly string[], rows: readonly CsvRow[]) =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n');

/** Downloads `rows` as `<name>.csv`; the BOM lets Excel read accents as UTF-8. */
export const downloadRows = (name: string, columns: readonly string[], rows: readonly CsvRow[]) =>
  downloadCSV(`\uFEFF${toCsv(columns, rows)}`, name);
