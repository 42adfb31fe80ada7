import { z } from 'zod';
import { isoDate } from '../../../domain/common';
import { HOUR } from '../../../domain/departures';
import { CHECKIN_STATES, bookingsResource } from '../../../domain/bookings';
import type { AuditAction } from '../../../domain/audit';
import { recordAudit } from '../../db/audit';
import { findRow, updateRow } from '../../db/queries';
import type { Executor, Json } from '../../db/repository';
import type { Staff } from '../../auth/sessions';
import { conflict, notFound } from '../../http/errors';
import { reservations } from '../../bookings/locks';
import { checkAssignees } from '../../bookings/assignees';

const reference = z.number().int().min(1).nullable();
export const assignmentSchema = z.strictObject({
  driver_id: reference.optional(),
  fleet_vehicle_id: reference.optional(),
});
/** The version the screen read (a departure nobody assigned yet is version 0): a stale one answers 409. */
export const bookingAssignmentSchema = assignmentSchema.extend({ version: z.number().int().optional() });
/** A tour's departure at a set time names it; a tour without set times leaves it out (''). */
export const departureAssignmentSchema = bookingAssignmentSchema.extend({
  departure_time: z.union([z.literal(''), z.string().regex(HOUR, 'ep.departures.timeFormat')]).optional(),
});
export const checkinSchema = z.strictObject({ checkin: z.enum(CHECKIN_STATES), version: z.number().int() });
export const departureParams = z.object({ tourId: z.coerce.number().int().min(1), date: isoDate });

async function changeBooking(
  trx: Executor,
  staff: Staff,
  id: number,
  version: number | undefined,
  changes: Json,
  action: AuditAction,
): Promise<Json> {
  const existing = await findRow(trx, reservations, id);
  if (!existing) throw notFound();
  if (version !== undefined && version !== existing.version) throw conflict();
  const updated = await updateRow(trx, reservations, existing, changes);
  if (!updated) throw conflict();
  await recordAudit(trx, {
    staff,
    resource: bookingsResource.name,
    recordId: id,
    action,
    before: existing,
    after: updated,
  });
  return updated;
}

/**
 * Staff mark a guest at pickup; a second phone holding an older version gets 409 `conflict`, not a silent overwrite.
 */
export async function setCheckin(trx: Executor, staff: Staff, id: number, body: unknown): Promise<Json> {
  const { checkin, version } = checkinSchema.parse(body ?? {});
  return changeBooking(trx, staff, id, version, { checkin }, 'checkin');
}

/** A booking's own driver and vehicle (null gives it back to its departure's). */
export async function assignBooking(trx: Executor, staff: Staff, id: number, body: unknown): Promise<Json> {
  const { version, ...assignees } = bookingAssignmentSchema.parse(body ?? {});
  await checkAssignees(trx, assignees);
  return changeBooking(trx, staff, id, version, assignees, 'assign');
}

/** A departure's (tour, day and time) driver and vehicle, kept in one row per departure. */
export async function assignDeparture(trx: Executor, tourId: number, date: string, body: unknown) {
  const { version, departure_time = '', ...assignees } = departureAssignmentSchema.parse(body ?? {});
  const tour = await trx.selectFrom('tours').select('id').where('id', '=', tourId).executeTakeFirst();
  if (!tour) throw notFound();
  await checkAssignees(trx, assignees);
  const existing = await trx
    .selectFrom('departure_assignments')
    .selectAll()
    .where('tour_id', '=', tourId)
    .where('fecha', '=', date)
    .where('departure_time', '=', departure_time)
    .executeTakeFirst();
  const stored = existing ? Number(existing.version) : 0;
  if (version !== undefined && version !== stored) throw conflict();
  const row = {
    driver_id: existing?.driver_id ?? null,
    fleet_vehicle_id: existing?.fleet_vehicle_id ?? null,
    ...assignees,
    updated_at: new Date().toISOString(),
    version: stored + 1,
  };
  if (existing) {
    // Only the version read may be replaced: a simultaneous change on another instance makes this one stale.
    const changed = await trx
      .updateTable('departure_assignments')
      .set(row)
      .where('id', '=', existing.id)
      .where('version', '=', stored)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw conflict();
  } else
    await trx
      .insertInto('departure_assignments')
      .values({ tour_id: tourId, fecha: date, departure_time, ...row })
      .execute();
  return {
    tour_id: tourId,
    fecha: date,
    departure_time,
    driver_id: row.driver_id,
    fleet_vehicle_id: row.fleet_vehicle_id,
    version: row.version,
  };
}
