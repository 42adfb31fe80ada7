import { allAboardKey, bookingAllAboardRisk } from '../../domain/allAboard';
import type { Executor, Json } from '../db/repository';
import { badRequest } from '../http/errors';
import { guestLanguage, visitorWords } from '../guestMail/compose';

/**
 * A visitor's booking off a cruise ship (issue 39): the call named must be in port on the booking's day, and the
 * tour must bring them back at least an hour before its all-aboard time (domain/allAboard.ts), else it is refused
 * in the visitor's language, saying whether the return falls before or after all aboard.
 */
export async function refuseAllAboardRisk(trx: Executor, record: Json, tour: Json, language: string) {
  if (record.ship_call_id === null || record.ship_call_id === undefined) return;
  const words = visitorWords(guestLanguage(language));
  const call = await trx
    .selectFrom('ship_calls')
    .select(['date', 'all_aboard_time'])
    .where('id', '=', Number(record.ship_call_id))
    .executeTakeFirst();
  if (!call || String(call.date) !== String(record.fecha)) {
    const message = words('ep.cruise.form.notThatDay');
    throw badRequest(message, { ship_call_id: message });
  }
  const risk = bookingAllAboardRisk(
    { departure_time: String(record.departure_time ?? ''), pickup_time: String(record.pickup_time ?? '') },
    { duracion: String(tour.duracion ?? '') },
    { all_aboard_time: String(call.all_aboard_time) },
  );
  if (!risk) return;
  const message = words(allAboardKey('ep.cruise.refused', risk), {
    back: risk.back,
    minutes: risk.minutes,
    allAboard: risk.all_aboard,
  });
  throw badRequest(message, { ship_call_id: message });
}
