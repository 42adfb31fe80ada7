import { randomBytes, timingSafeEqual } from 'node:crypto';
import { footerContent } from '../../domain/footer';
import { headerSettings } from '../../domain/headerSettings';
import { bookingReference, type GuestMessageKind } from '../../domain/guestJourney';
import { seoGeneral } from '../../domain/seo/seoGeneral';
import { read } from '../crud/singletonRoutes';
import { nowIso, type Executor, type Json } from '../db/repository';
import { composeGuestMessage, guestLanguage, type MessageFacts } from './compose';

/** The booking's page token: 32 random bytes, unguessable, base64url so it sits in a link as it is. */
const newToken = () => randomBytes(32).toString('base64url');

/** The token of a booking's own page, made the first time the booking needs one. */
export async function guestToken(trx: Executor, bookingId: number): Promise<string> {
  const found = await trx
    .selectFrom('guest_links')
    .select('token')
    .where('reservation_id', '=', bookingId)
    .executeTakeFirst();
  if (found) return found.token;
  const token = newToken();
  await trx
    .insertInto('guest_links')
    .values({ reservation_id: bookingId, token, created_at: nowIso() })
    .onConflict((conflict) => conflict.column('reservation_id').doNothing())
    .execute();
  // Another transaction may have made one first (two instances on PostgreSQL): its token is the booking's.
  const stored = await trx
    .selectFrom('guest_links')
    .select('token')
    .where('reservation_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return stored.token;
}

/** Whether `given` is the booking's token, compared in constant time so its characters cannot be found one by one. */
export async function tokenMatches(db: Executor, bookingId: number, given: string): Promise<boolean> {
  const stored = await db
    .selectFrom('guest_links')
    .select('token')
    .where('reservation_id', '=', bookingId)
    .executeTakeFirst();
  if (!stored) return false;
  const expected = Buffer.from(stored.token);
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}

/** The site's address for links in messages: the SEO canonical address, else PUBLIC_URL (never a request's Host). */
export async function siteOrigin(db: Executor, fallback: string): Promise<string> {
  const base = String((await read(db, seoGeneral)).data.canonical_url ?? '');
  return /^https?:\/\/[^/]/.test(base) ? base.replace(/\/+$/, '') : fallback.replace(/\/+$/, '');
}

/** The link the guest opens their booking with. */
export const bookingLink = (origin: string, bookingId: number, token: string) =>
  `${origin}/booking/${bookingReference(bookingId)}?token=${encodeURIComponent(token)}`;

async function factsOf(trx: Executor, booking: Json, origin: string): Promise<MessageFacts> {
  const id = Number(booking.id);
  const tour = await trx
    .selectFrom('tours')
    .select(['nombre', 'cancellation_policy', 'free_cancel_hours'])
    .where('id', '=', Number(booking.tour_id))
    .executeTakeFirst();
  const ship =
    booking.ship_call_id === null || booking.ship_call_id === undefined
      ? undefined
      : await trx
          .selectFrom('ship_calls')
          .select('all_aboard_time')
          .where('id', '=', Number(booking.ship_call_id))
          .executeTakeFirst();
  const header = (await read(trx, headerSettings)).data;
  const footer = (await read(trx, footerContent)).data;
  const token = await guestToken(trx, id);
  return {
    booking: {
      id,
      nombre: String(booking.nombre),
      fecha: String(booking.fecha),
      language: String(booking.language ?? 'es'),
      adults: Number(booking.adults ?? booking.personas),
      children: Number(booking.children ?? 0),
      pickup_place: String(booking.pickup_place ?? ''),
      pickup_time: String(booking.pickup_time ?? ''),
      price_total: Number(booking.price_total ?? 0),
      paid: Number(booking.paid ?? 0),
      balance: Number(booking.balance ?? 0),
      kind: String(booking.kind ?? 'tour'),
      transfer_from: String(booking.transfer_from ?? ''),
      transfer_to: String(booking.transfer_to ?? ''),
    },
    tour: {
      nombre: String(tour?.nombre ?? ''),
      cancellation_policy: String(tour?.cancellation_policy ?? ''),
      free_cancel_hours: Number(tour?.free_cancel_hours ?? 24),
    },
    business: {
      name: String(header.siteName),
      phone: String(header.contactPhone),
      whatsapp: String(footer.whatsapp_url ?? ''),
      email: String(header.contactEmail),
    },
    allAboard: ship?.all_aboard_time ? String(ship.all_aboard_time) : undefined,
    link: bookingLink(origin, id, token),
  };
}

/** Who the business's answers go to: the site's contact email. */
export async function businessReplyTo(db: Executor): Promise<string> {
  return String((await read(db, headerSettings)).data.contactEmail);
}

/**
 * Puts one message to the booking's guest in the outbox, in the booking's own transaction: it is sent after the
 * commit (worker.ts), or never if the booking's write rolls back. A booking without an email gets none; a
 * `dedupeKey` already in the outbox (a reminder) is not written twice. Answers whether a message was written.
 */
export async function enqueueGuestMessage(
  trx: Executor,
  kind: GuestMessageKind,
  booking: Json,
  { origin, dedupeKey }: { origin: string; dedupeKey?: string },
): Promise<boolean> {
  const email = String(booking.email ?? '').trim();
  if (!email) return false;
  const composed = composeGuestMessage(kind, await factsOf(trx, booking, origin));
  const now = nowIso();
  const result = await trx
    .insertInto('guest_messages')
    .values({
      reservation_id: Number(booking.id),
      kind,
      dedupe_key: dedupeKey ?? null,
      to_email: email,
      to_name: String(booking.nombre ?? ''),
      language: guestLanguage(booking.language),
      ...composed,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What staff see of a booking's messages: each one's kind, address, state, attempts and the last failure. */
export async function messagesOf(db: Executor, bookingId: number) {
  return db
    .selectFrom('guest_messages')
    .select([
      'id',
      'kind',
      'to_email',
      'subject',
      'status',
      'attempts',
      'last_error',
      'sent_at',
      'next_attempt_at',
      'created_at',
    ])
    .where('reservation_id', '=', bookingId)
    .orderBy('id', 'asc')
    .execute();
}
