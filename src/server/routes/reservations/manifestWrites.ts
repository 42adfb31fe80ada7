import { z } from 'zod';
import { isoDate } from '../../../domain/common';
import { HOUR } from '../../../domain/departures';
import { CHECKIN_STATES, reservationsResource } from '../../../domain/reservations';
import { recordAudit } from '../../db/audit';
import { findRow, updateRow } from '../../db/queries';
import type { Executor, Json } from '../../db/repository';
import type { Staff } from '../../auth/sessions';
import { badRequest, conflict, notFound } from '../../http/errors';
import { reservations } from '../../bookings/writes';

const reference = z.number().int().min(1).nullable();
export const assignmentSchema = z.strictObject({
  driver_id: reference.optional(),
  fleet_vehicle_id: reference.optional(),
});
/** A tour's departure at a set time names it; a tour without set times leaves it out (''). */
export const departureAssignmentSchema = assignmentSchema.extend({
  departure_time: z.union([z.literal(''), z.string().regex(HOUR, 'ep.departures.timeFormat')]).optional(),
});
export const bookingAssignmentSchema = assignmentSchema.extend({ version: z.number().int().optional() });
export const checkinSchema = z.strictObject({ checkin: z.enum(CHECKIN_STATES), version: z.number().int() });
export const departureParams = z.object({ tourId: z.coerce.number().int().min(1), date: isoDate });

/** A driver must be a user of type Driver, a vehicle one of the fleet. */
async function checkAssignees(trx: Executor, { driver_id, fleet_vehicle_id }: z.infer<typeof assignmentSchema>) {
  if (driver_id != null) {
    const driver = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', driver_id)
      .where('role', '=', 'Driver')
      .executeTakeFirst();
    if (!driver) throw badRequest('ep.run.manifest.notADriver', { driver_id: 'ep.run.manifest.notADriver' });
  }
  if (fleet_vehicle_id != null) {
    const vehicle = await trx
      .selectFrom('fleet_vehicles')
      .select('id')
      .where('id', '=', fleet_vehicle_id)
      .executeTakeFirst();
    if (!vehicle)
      throw badRequest('ep.run.manifest.noSuchVehicle', { fleet_vehicle_id: 'ep.run.manifest.noSuchVehicle' });
  }
}

async function changeBooking(
  trx: Executor,
  staff: Staff,
  id: number,
  version: number | undefined,
  changes: Json,
  action: string,
): Promise<Json> {
  const existing = await findRow(trx, reservations, id);
  if (!existing) throw notFound();
  if (version !== undefined && version !== existing.version) throw conflict();
  const updated = await updateRow(trx, reservations, existing, changes);
  if (!updated) throw conflict();
  await recordAudit(trx, {
    staff,
    resource: reservationsResource.name,
    recordId: id,
    action,
    before: existing,
    after: updated,
  });
  return updated;
}

/** Staff mark a guest at pickup; a second phone holding an older version gets 409 `conflict`, not a silent overwrite. */
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
  const { departure_time = '', ...assignees } = departureAssignmentSchema.parse(body ?? {});
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
  const row = {
    driver_id: existing?.driver_id ?? null,
    fleet_vehicle_id: existing?.fleet_vehicle_id ?? null,
    ...assignees,
    updated_at: new Date().toISOString(),
  };
  if (existing) await trx.updateTable('departure_assignments').set(row).where('id', '=', existing.id).execute();
  else
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
  };
}
