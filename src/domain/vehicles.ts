import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { listingFields, parseInteger, withEmptyText, withOwnerFallbacks } from './listings';
import { requiredNumber, requiredText, text } from './validation';
import { withArgs } from './messageArgs';
import { lazy } from './lazy';

export const VEHICLE_YEAR_MIN = 1900;
/** VEH-23: the edit form's upper bound. */
export const VEHICLE_EDIT_YEAR_MAX = 2030;
/** VEH-09: the add form's upper bound, next year's models included. */
export const vehicleAddYearMax = (now: Date = new Date()) => now.getFullYear() + 1;

/**
 * VEH-10, VEH-11, VEH-12, VEH-25, VEH-26, VEH-27: one option list for the add and the edit form (issue 23), so
 * a vehicle added with LPG, CVT or Apple CarPlay shows and edits them: the spec's two lists merged.
 */
export const VEHICLE_FUEL_TYPES = ['Gasoline', 'Diesel', 'Hybrid', 'Electric', 'LPG'] as const;
export const VEHICLE_TRANSMISSIONS = ['Automatic', 'Manual', 'CVT'] as const;
export const VEHICLE_FEATURES: readonly string[] = [
  'Air Conditioning',
  'Bluetooth',
  'Backup Camera',
  'Navigation',
  'Leather Seats',
  'Sunroof',
  'Alloy Wheels',
  'Cruise Control',
  'USB Ports',
  'Heated Seats',
  'Remote Start',
  'Parking Sensors',
  'Lane Departure Warning',
  'Blind Spot Monitor',
  'Apple CarPlay',
  'Automatic Transmission',
  'Manual Transmission',
  'Diesel',
  'Gasoline',
  'Electric',
  'Hybrid',
  '4WD',
  'AWD',
  'FWD',
  'RWD',
  'Turbo',
  'V6',
  'V8',
  '4 Cylinder',
];

/** The stored options: '' is 'not stated', which only the edit form offers. */
const FUEL_TYPES = ['', ...VEHICLE_FUEL_TYPES] as const;
const TRANSMISSIONS = ['', ...VEHICLE_TRANSMISSIONS] as const;

/** The stored year: 0 when the edit form left it empty (VEH-24), otherwise within both forms' bounds. */
const year = z
  .number()
  .int()
  .refine(
    (value) =>
      value === 0 || (value >= VEHICLE_YEAR_MIN && value <= Math.max(VEHICLE_EDIT_YEAR_MAX, vehicleAddYearMax())),
    {
      message: withArgs('ep.vehicles.yearRange', { min: VEHICLE_YEAR_MIN, max: VEHICLE_EDIT_YEAR_MAX }),
    },
  );

/** VEH-01: a vehicle. Brand, model and year are required by the add form only (VEH-07, VEH-22). */
export const vehicleSchema = lazy(() =>
  z.object({
    ...listingFields,
    location: text(200).default(''),
    brand: text(80).default(''),
    model: text(80).default(''),
    year: year.default(() => new Date().getFullYear()),
    mileage: z.number().int().min(0, 'ep.vehicles.minMileage').default(0),
    fuel_type: z.enum(FUEL_TYPES).default('Gasoline'),
    transmission: z.enum(TRANSMISSIONS).default('Automatic'),
    features: z
      .array(z.string().refine((value) => VEHICLE_FEATURES.includes(value), 'ep.vehicles.unknownFeature'))
      .max(VEHICLE_FEATURES.length)
      .default([]),
  }),
);

/**
 * VEH-07, VEH-09..11: what the add form requires beyond a stored vehicle (brand, model, year up to next year's
 * models, mileage, a stated fuel type and transmission). The edit form and the API keep VEH-22's rule (title
 * and price only), so this is the add form's schema, not the resource's.
 */
export const vehicleAddSchema = (now: Date = new Date()) =>
  vehicleSchema.extend({
    brand: requiredText(80, 'ep.vehicles.brandRequired'),
    model: requiredText(80, 'ep.vehicles.modelRequired'),
    year: requiredNumber('ep.vehicles.yearRequired').int().min(VEHICLE_YEAR_MIN).max(vehicleAddYearMax(now)),
    mileage: requiredNumber('ep.vehicles.mileageRequired').int().min(0, 'ep.vehicles.minMileage'),
    fuel_type: z.enum(VEHICLE_FUEL_TYPES).default('Gasoline'),
    transmission: z.enum(VEHICLE_TRANSMISSIONS).default('Automatic'),
  });

export const vehiclesResource = defineResource({
  name: 'vehicles',
  api: '/api/vehicles',
  schema: vehicleSchema,
  search: ['title', 'brand', 'model', 'location', 'description'],
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['title', 'price', 'brand', 'year', 'mileage', 'status', 'type'],
    filterable: ['type', 'status'],
    defaultSort: [['id', 'desc']],
    publicFilters: { status: ['active'] },
  },
});

export type Vehicle = RecordOf<typeof vehiclesResource>;

const INTEGER_FIELDS = ['price', 'year', 'mileage'] as const;

/**
 * VEH-16, VEH-24: what both vehicle forms send: whole numbers (0 if unreadable), cleared texts and options as '' and
 * the owner placeholders.
 */
export function vehiclePayload<T extends Record<string, unknown>>(data: T): T {
  const numbers = Object.fromEntries(
    INTEGER_FIELDS.filter((field) => field in data).map((field) => [field, parseInteger(data[field])]),
  );
  return withOwnerFallbacks(
    withEmptyText({ ...data, ...numbers }, [
      'title',
      'location',
      'brand',
      'model',
      'fuel_type',
      'transmission',
      'description',
    ]),
  );
}
