/** Lower-cased and accent-stripped, so 'Excursión' and 'excursion' match on SQLite and PostgreSQL alike. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
