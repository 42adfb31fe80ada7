import type { Executor } from '../db/repository';
import { badRequest } from '../http/errors';

export interface Assignees {
  driver_id?: number | null;
  fleet_vehicle_id?: number | null;
  ship_call_id?: number | null;
}

const refuse = (field: keyof Assignees, message: string) => badRequest(message, { [field]: message });

/**
 * What a booking or a departure names must exist as what it is: a driver is a user of role Driver (not the owner,
 * not the secretary), a vehicle one of the fleet, a ship call one of the calendar. One check for the booking's
 * form and the manifest's assignment routes, so neither lets through what the other refuses.
 */
export async function checkAssignees(trx: Executor, { driver_id, fleet_vehicle_id, ship_call_id }: Assignees) {
  if (driver_id != null) {
    const driver = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', driver_id)
      .where('role', '=', 'Driver')
      .executeTakeFirst();
    if (!driver) throw refuse('driver_id', 'ep.run.manifest.notADriver');
  }
  if (fleet_vehicle_id != null) {
    const vehicle = await trx
      .selectFrom('fleet_vehicles')
      .select('id')
      .where('id', '=', fleet_vehicle_id)
      .executeTakeFirst();
    if (!vehicle) throw refuse('fleet_vehicle_id', 'ep.run.manifest.noSuchVehicle');
  }
  if (ship_call_id != null) {
    const call = await trx.selectFrom('ship_calls').select('id').where('id', '=', ship_call_id).executeTakeFirst();
    if (!call) throw refuse('ship_call_id', 'ep.money.noSuchShipCall');
  }
}
