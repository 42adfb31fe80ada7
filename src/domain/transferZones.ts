import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText } from './validation';
import { money } from './money';
import { lazy } from './lazy';

/** Airport transfers and taxi rides are priced by the zone they go to (issue 22); the owner edits the table. */
export const transferZoneSchema = lazy(() =>
  z.object({
    name: requiredText(120, 'ep.run.zones.nameRequired'),
    // An emptied price is missing, never 0: coercion alone would take null and '' as a free ride.
    price: z.preprocess(
      (value) => (value === null ? undefined : value),
      money({ required: 'ep.run.zones.priceRequired' }),
    ),
  }),
);

export const transferZonesResource = defineResource({
  name: 'transfer-zones',
  api: '/api/transfer-zones',
  schema: transferZoneSchema,
  search: ['name'],
  access: { read: 'owner', write: 'owner' },
  unique: { name: 'ep.run.zones.nameTaken' },
  list: {
    sortable: ['name', 'price'],
    defaultSort: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  screens: true,
  menu: { after: 'fleet-vehicles' },
});

export type TransferZone = RecordOf<typeof transferZonesResource>;
