import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { listingFields, parseInteger, withEmptyText, withOwnerFallbacks } from './listings';
import { text } from './validation';

export const VEHICLE_YEAR_MIN = 1900;
/** VEH-23: the edit form's upper bound. */
export const VEHICLE_EDIT_YEAR_MAX = 2030;
/** VEH-09: the add form's upper bound, next year's models included. */
export const vehicleAddYearMax = (now: Date = new Date()) => now.getFullYear() + 1;

/** VEH-10, VEH-11, VEH-12: the add form's options. */
export const ADD_FUEL_TYPES = ['Gasoline', 'Diesel', 'Hybrid', 'Electric', 'LPG'] as const;
export const ADD_TRANSMISSIONS = ['Automatic', 'Manual', 'CVT'] as const;
export const ADD_VEHICLE_FEATURES = [
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
] as const;

/** VEH-25, VEH-26, VEH-27: the edit form's own options (empty = not stated). */
export const EDIT_FUEL_TYPES = ['', 'Gasoline', 'Diesel', 'Electric', 'Hybrid'] as const;
export const EDIT_TRANSMISSIONS = ['', 'Automatic', 'Manual'] as const;
export const EDIT_VEHICLE_FEATURES = [
  'Air Conditioning',
  'Bluetooth',
  'Backup Camera',
  'Leather Seats',
  'Navigation',
  'Sunroof',
  'Alloy Wheels',
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
] as const;

const FUEL_TYPES = ['', ...ADD_FUEL_TYPES] as const;
const TRANSMISSIONS = ['', ...ADD_TRANSMISSIONS] as const;
/** Both forms' features: a vehicle added with one list keeps them when edited with the other. */
export const VEHICLE_FEATURES = [...new Set<string>([...ADD_VEHICLE_FEATURES, ...EDIT_VEHICLE_FEATURES])];

/** The stored year: 0 when the edit form left it empty (VEH-24), otherwise within both forms' bounds. */
const year = z
  .number()
  .int()
  .refine((value) => value === 0 || (value >= VEHICLE_YEAR_MIN && value <= Math.max(VEHICLE_EDIT_YEAR_MAX, vehicleAddYearMax())), {
    message: `Year must be between ${VEHICLE_YEAR_MIN} and ${VEHICLE_EDIT_YEAR_MAX}`,
  });

/** VEH-01: a vehicle. Brand, model and year are required by the add form only (VEH-07, VEH-22). */
export const vehicleSchema = z.object({
  ...listingFields,
  location: text(200).default(''),
  brand: text(80).default(''),
  model: text(80).default(''),
  year: year.default(() => new Date().getFullYear()),
  mileage: z.number().int().min(0, 'ep.vehicles.minMileage').default(0),
  fuel_type: z.enum(FUEL_TYPES).default('Gasoline'),
  transmission: z.enum(TRANSMISSIONS).default('Automatic'),
  features: z.array(z.string().refine((value) => VEHICLE_FEATURES.includes(value), 'ep.vehicles.unknownFeature')).max(VEHICLE_FEATURES.length).default([]),
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

/** VEH-16, VEH-24: what both vehicle forms send: whole numbers (0 if unreadable), cleared texts and options as '' and the owner placeholders. */
export function vehiclePayload<T extends Record<string, unknown>>(data: T): T {
  const numbers = Object.fromEntries(INTEGER_FIELDS.filter((field) => field in data).map((field) => [field, parseInteger(data[field])]));
  return withOwnerFallbacks(withEmptyText({ ...data, ...numbers }, ['title', 'location', 'brand', 'model', 'fuel_type', 'transmission', 'description']));
}
