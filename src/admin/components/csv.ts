import Papa from 'papaparse';
import { downloadCSV } from 'react-admin';

export type CsvCell = string | number | boolean | null | undefined;
export type CsvRow = Record<string, CsvCell>;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab/CR) as a formula: text a visitor typed
 * (a name, a note, a contact message) must open as text, so such a cell is prefixed with a quote. This is the
 * one place the guard lives; every export goes through `toCsv`/`linesToCsv`. papaparse's own `escapeFormulae`
 * regex ends in `.*$`, which misses a formula followed by a line break, hence the guard here.
 */
const FORMULA = /^[=+\-@\t\r]/;

/**
 * A telephone number as guests write it ('+1 809-555-0100', '+1 (809) 555.0100'): a leading + then only digits,
 * spaces and the usual separators, at least seven digits. No function, reference or line break can hide in it,
 * so it is written as typed; a quote in front of it broke the number for whoever dials from the sheet.
 */
const PHONE = /^\+\d[\d ().-]*$/;
const isPhone = (text: string) => PHONE.test(text) && text.replace(/\D/g, '').length >= 7;

const safe = (value: CsvCell): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' && FORMULA.test(value) && !isPhone(value)
      ? `'${value}`
      : String(value);

/**
 * RFC 4180 text of `lines` (the first is the header): comma separated, CRLF, a cell quoted when it holds a comma,
 * quote or line break (and a semicolon, which a Spanish-locale Excel splits on).
 */
export const linesToCsv = (lines: readonly (readonly CsvCell[])[]) =>
  Papa.unparse(
    lines.map((line) => line.map(safe)),
    { newline: '\r\n', quotes: (value: unknown) => String(value).includes(';') },
  );

/** A header line of `columns`, then one line per row. */
export const toCsv = (columns: readonly string[], rows: readonly CsvRow[]) =>
  linesToCsv([columns, ...rows.map((row) => columns.map((column) => row[column]))]);

/** Downloads CSV text as `<name>.csv`; the BOM lets Excel read accents as UTF-8. */
export const downloadCsvText = (name: string, csv: string) => downloadCSV(`\uFEFF${csv}`, name);

/** Downloads `rows` as `<name>.csv`. */
export const downloadRows = (name: string, columns: readonly string[], rows: readonly CsvRow[]) =>
  downloadCsvText(name, toCsv(columns, rows));
