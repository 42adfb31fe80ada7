import { sql, type Kysely, type SqlBool } from 'kysely';
import { phoneDigits, referenceNumber } from '../../domain/guestJourney';
import { normalizeSearch } from '../../domain/search';
import { matchesSearch } from '../db/queries';
import type { Database } from '../db/schema';
import type { RouteHandler } from '../crud/resource';
import { reservations } from './writes';

/** The phone column with its usual formatting removed, so digits typed any way match. */
const storedDigits = sql<string>`replace(replace(replace(replace(replace(replace(telefono, ' ', ''), '-', ''), '(', \
''), ')', ''), '+', ''), '.', '')`;

/**
 * The bookings a search box's text finds (issue 39): by reference ('EP-000365', '365'), by the phone's digits
 * whatever their formatting, and by the usual text (name, email); undefined when the text holds no digits, so the
 * list's own search answers alone.
 */
export async function bookingIdsFor(db: Kysely<Database>, q: string): Promise<number[] | undefined> {
  const digits = phoneDigits(q);
  const id = referenceNumber(q);
  if (id === undefined && (digits.length < 3 || /[a-z]/i.test(q.replace(/^\s*ep/i, '')))) return undefined;
  const text = normalizeSearch(q.trim());
  const rows = await db
    .selectFrom('reservations')
    .select('id')
    .where((eb) => {
      const found: Array<ReturnType<typeof eb.and>> = [];
      if (id !== undefined) found.push(eb.and([eb('id', '=', id)]));
      if (digits.length >= 3) found.push(eb.and([sql<SqlBool>`${storedDigits} like ${`%${digits}%`}`]));
      if (text) found.push(eb.and([matchesSearch(db, reservations, text)]));
      return eb.or(found);
    })
    .limit(500)
    .execute();
  return rows.map((row) => row.id);
}

/** The list with the search box's reference and phone searches turned into the rows they find. */
export const bookingSearch =
  (db: Kysely<Database>) =>
  (derived: RouteHandler): RouteHandler =>
    async function listBookings(request, reply) {
      const query = request.query as Record<string, unknown>;
      let filter: Record<string, unknown> | undefined;
      try {
        filter = typeof query.filter === 'string' ? (JSON.parse(query.filter) as Record<string, unknown>) : undefined;
      } catch {
        // The list route answers a malformed filter itself.
      }
      const q = filter && typeof filter === 'object' && typeof filter.q === 'string' ? filter.q : '';
      const ids = q ? await bookingIdsFor(db, q) : undefined;
      if (filter && ids) {
        const asked = Array.isArray(filter.id) ? filter.id.map(Number) : undefined;
        const kept = asked ? ids.filter((id) => asked.includes(id)) : ids;
        const { q: _q, ...rest } = filter;
        // No match still answers an empty page, not every booking: 0 is no booking's id.
        request.query = { ...query, filter: JSON.stringify({ ...rest, id: kept.length ? kept : [0] }) };
      }
      return derived(request, reply);
    };
