import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { listingFields, parseInteger, withEmptyText, withOwnerFallbacks } from './listings';
import { text } from './validation';
import { lazy } from './lazy';

/** PROP-10: the fifteen features a property may have. */
export const PROPERTY_FEATURES = [
  'Balcony',
  'Parking',
  'Security',
  'Pool',
  'Garden',
  'Ocean View',
  'Furnished',
  'Near University',
  'Public Transport',
  'Air Conditioning',
  'WiFi',
  'Kitchen',
  'Laundry',
  'Gym',
  'Spa',
] as const;

/** PROP-01, PROP-03..10: a property and its rules. */
export const propertySchema = lazy(() =>
  z.object({
    ...listingFields,
    location: text(200).min(1, 'ep.properties.locationRequired'),
    bedrooms: z.number().int().min(1, 'ep.properties.minBedrooms').default(1),
    bathrooms: z.number().int().min(1, 'ep.properties.minBathrooms').default(1),
    area: z.number().int().min(0, 'ep.properties.minArea').default(0),
    features: z.array(z.enum(PROPERTY_FEATURES)).max(PROPERTY_FEATURES.length).default([]),
  }),
);

export const propertiesResource = defineResource({
  name: 'properties',
  api: '/api/properties',
  schema: propertySchema,
  search: ['title', 'location', 'description'],
  // The public site lists the classifieds; visitors see the active ones only.
  access: { read: 'public', write: 'owner' },
  list: {
    sortable: ['title', 'price', 'location', 'status', 'type', 'bedrooms', 'area'],
    filterable: ['type', 'status'],
    defaultSort: [['id', 'desc']],
    publicFilters: { status: ['active'] },
  },
});

export type Property = RecordOf<typeof propertiesResource>;

const INTEGER_FIELDS = ['price', 'bedrooms', 'bathrooms', 'area'] as const;

/**
 * PROP-07, PROP-11: what the property form sends: whole numbers (0 if unreadable), cleared texts as '' and the owner
 * placeholders.
 */
export function propertyPayload<T extends Record<string, unknown>>(data: T): T {
  const numbers = Object.fromEntries(
    INTEGER_FIELDS.filter((field) => field in data).map((field) => [field, parseInteger(data[field])]),
  );
  return withOwnerFallbacks(withEmptyText({ ...data, ...numbers }, ['title', 'location', 'description']));
}
