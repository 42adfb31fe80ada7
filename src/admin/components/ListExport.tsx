import { ExportButton, defaultExporter, useListContext, type Exporter, type RaRecord } from 'react-admin';
import { downloadRows, type CsvRow } from './csv';

/** Columns that are the database's bookkeeping, not the record. */
const HIDDEN = new Set(['search']);

const cellOf = (value: unknown): CsvRow[string] =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean'
    ? value
    : JSON.stringify(value);

/** Every field of the exported records, in the order they first appear; lists and objects as JSON. */
export const recordsExporter: Exporter = (records: RaRecord[], _fetchRelated, _dataProvider, resource = 'export') => {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))].filter(
    (column) => !HIDDEN.has(column),
  );
  const rows = records.map((record) => Object.fromEntries(columns.map((column) => [column, cellOf(record[column])])));
  downloadRows(resource, columns, rows);
};

/**
 * The CSV of what the list shows under its filters and sort (react-admin's ExportButton asks the data provider
 * with them). react-admin's default exporter gives way to the one above (formula-safe cells); a list that names
 * its own exporter keeps it; `exporter={false}` on the List hides the button.
 */
export function ListExport() {
  const { exporter } = useListContext();
  if (exporter === false) return null;
  return (
    <ExportButton exporter={exporter && exporter !== defaultExporter ? exporter : recordsExporter} maxResults={10000} />
  );
}
