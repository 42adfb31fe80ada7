import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MediaUse } from '../../domain/media';
import type { MediaPlace } from './places';

// A /media/ path ends where a quote, space, bracket, query or fragment starts (HTML, JSON text, prose).
const MEDIA_URL = /\/media\/[^\s"'<>()\\?#]+/g;

/** Every /media/ path a text names, without a sentence's final punctuation. */
export function mediaUrlsIn(text: string): string[] {
  return (text.match(MEDIA_URL) ?? []).map((url) => url.replace(/[.,;:!]+$/, ''));
}

type Row = Record<string, unknown> & { id: number };

const onlyPublished = (place: MediaPlace) =>
  Object.entries(place.published ?? {}).map(
    ([column, values]) => sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql`${value}`))})`,
  );

function selectRows(db: Kysely<Database>, place: MediaPlace, conditions: ReturnType<typeof sql>[]) {
  const columns = [
    ...new Set(['id', place.label, ...(place.resourceColumn ? [place.resourceColumn] : []), ...place.columns]),
  ];
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql<Row>`select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(place.table)} ${where}\
`.execute(db);
}

const textOf = (row: Row, place: MediaPlace) => place.columns.map((column) => String(row[column] ?? '')).join('\n');

// LIKE narrows the rows on either database; '!' escapes its wildcards in a file name.
const containing = (url: string) => `%${url.replace(/[!%_]/g, (char) => `!${char}`)}%`;

/**
 * Every record of the given places that names the file's URL in one of its columns. LIKE finds the
 * candidates; the exact URL is then checked so '/media/a.png' is not found inside '/media/a.png.webp'.
 */
export async function findUsage(db: Kysely<Database>, places: readonly MediaPlace[], url: string): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  for (const place of places) {
    const anyColumn = sql`(${sql.join(
      place.columns.map((column) => sql`${sql.ref(column)} like ${containing(url)} escape '!'`),
      sql` or `,
    )})`;
    const { rows } = await selectRows(db, place, [anyColumn]);
    for (const row of rows) {
      if (!mediaUrlsIn(textOf(row, place)).includes(url)) continue;
      const resource = place.resourceColumn ? String(row[place.resourceColumn]) : place.resource;
      uses.push({ resource, id: Number(row.id), label: String(row[place.label] ?? '') });
    }
  }
  return uses;
}

/** Every /media/ URL the places name: in any row, or only in the rows visitors see. */
export async function usedUrls(
  db: Kysely<Database>,
  places: readonly MediaPlace[],
  { publishedOnly }: { publishedOnly: boolean },
): Promise<Set<string>> {
  const urls = new Set<string>();
  for (const place of places) {
    const { rows } = await selectRows(db, place, publishedOnly ? onlyPublished(place) : []);
    for (const row of rows) for (const url of mediaUrlsIn(textOf(row, place))) urls.add(url);
  }
  return urls;
}
