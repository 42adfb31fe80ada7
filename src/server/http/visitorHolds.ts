import { createHash } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { Executor, Json } from '../db/repository';
import { nowIso } from '../db/repository';
import { coded } from './errors';

/**
 * The most people one visitor address may hold in unconfirmed web bookings ('nueva' or 'pendiente') on one day:
 * two full groups. Without it one address held a whole day's places with three 12-person requests, and every
 * other guest was told the day was full. Bookings staff confirm (or cancel) stop counting.
 */
export const MAX_HELD_PEOPLE_PER_ADDRESS = 24;

const UNCONFIRMED = ['nueva', 'pendiente'] as const;

/** Only a hash is kept: the table says which bookings came from one address, not who the visitor was. */
const addressKey = (ip: string) => createHash('sha256').update(`ep-visitor-hold:${ip}`).digest('hex').slice(0, 32);

/**
 * Records the visitor's new booking under its address and refuses it (409 `visitor_hold`, the whole booking
 * rolled back with the transaction) when the address would then hold more than the bound on that day. On
 * PostgreSQL an advisory lock on the address makes two simultaneous requests from it count one after the other.
 */
export async function holdForAddress(trx: Executor, ip: string, record: Json): Promise<void> {
  const address = addressKey(ip);
  const fecha = String(record.fecha);
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`visitor-hold:${address}`}))`.execute(trx);
  const held = await trx
    .selectFrom('visitor_holds')
    .innerJoin('reservations', 'reservations.id', 'visitor_holds.reservation_id')
    .select((eb) => eb.fn.sum<number>('reservations.personas').as('people'))
    .where('visitor_holds.address', '=', address)
    .where('visitor_holds.fecha', '=', fecha)
    .where('reservations.estado', 'in', UNCONFIRMED)
    .executeTakeFirst();
  const people = Number(held?.people ?? 0) + Number(record.personas);
  if (people > MAX_HELD_PEOPLE_PER_ADDRESS)
    throw coded(409, 'visitor_hold', 'ep.visitorHold.tooMany', {
      details: { limit: MAX_HELD_PEOPLE_PER_ADDRESS, held: people - Number(record.personas) },
    });
  await trx
    .insertInto('visitor_holds')
    .values({ reservation_id: Number(record.id), address, fecha, created_at: nowIso() })
    .execute();
}
