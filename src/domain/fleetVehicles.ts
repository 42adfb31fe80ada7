import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';
import { lazy } from './lazy';

/** The business's own vehicles the day's runs are driven in (issue 22): its seats bound a run's people. */
export const fleetVehicleSchema = lazy(() =>
  z.object({
    name: requiredText(80, 'ep.run.fleet.nameRequired'),
    plate: text(15)
      .regex(/^[\p{L}\p{N} -]*$/u, 'ep.run.fleet.plateFormat')
      .default(''),
    seats: z.coerce.number().int().min(1, 'ep.run.fleet.seatsMin').max(100),
  }),
);

export const fleetVehiclesResource = defineResource({
  name: 'fleet-vehicles',
  api: '/api/fleet-vehicles',
  schema: fleetVehicleSchema,
  search: ['name', 'plate'],
  access: { read: 'bookings', write: 'owner' },
  list: {
    sortable: ['name', 'plate', 'seats'],
    defaultSort: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  screens: true,
  menu: { after: 'ship-calls' },
});

export type FleetVehicle = RecordOf<typeof fleetVehiclesResource>;
