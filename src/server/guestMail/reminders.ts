import type { Kysely } from 'kysely';
import { bookingMessages } from '../../domain/bookingMessages';
import { reminderDue } from '../../domain/guestJourney';
import { read } from '../crud/singletonRoutes';
import type { Database } from '../db/schema';
import { bookingsResource } from '../../domain/bookings';
import { codecOf, decodeRow } from '../db/repository';
import { enqueueGuestMessage, siteOrigin } from './outbox';

/** Read as the bookings' own codec reads them; made here, so the outbox needs nothing of the bookings' area. */
const reservations = codecOf(bookingsResource);

/** The outbox key of a booking's reminder for its day: unique, so it is written once by whichever instance is first. */
const reminderKey = (id: number, fecha: string) => `reminder:${id}:${fecha}`;

/**
 * From the owner's reminder hour on (business time), each booking of tomorrow with an email and not cancelled gets
 * its reminder in the outbox, once: a booking made after the hour still gets one at the next round.
 */
export async function remindersRound(db: Kysely<Database>, publicUrl: string, now: Date = new Date()): Promise<number> {
  const hour = String((await read(db, bookingMessages)).data.reminder_hour ?? '');
  if (!hour) return 0;
  const due = reminderDue(hour, now);
  if (!due) return 0;
  const rows = await db
    .selectFrom('reservations')
    .selectAll()
    .where('fecha', '=', due.tripDay)
    .where('estado', '<>', 'cancelada')
    .where('email', '<>', '')
    .execute();
  if (rows.length === 0) return 0;
  const written = new Set(
    (
      await db
        .selectFrom('guest_messages')
        .select('dedupe_key')
        .where(
          'dedupe_key',
          'in',
          rows.map((row) => reminderKey(row.id, row.fecha)),
        )
        .execute()
    ).map((row) => row.dedupe_key),
  );
  const origin = await siteOrigin(db, publicUrl);
  let count = 0;
  for (const row of rows) {
    const key = reminderKey(row.id, row.fecha);
    if (written.has(key)) continue;
    const booking = decodeRow(reservations, row as Record<string, unknown>);
    const wrote = await db
      .transaction()
      .execute((trx) => enqueueGuestMessage(trx, 'reminder', booking, { origin, dedupeKey: key }));
    if (wrote) count += 1;
  }
  return count;
}
