import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { IMAGE_ELSEWHERE_MESSAGE, isSafeLink, isSiteImage, requiredText, text } from './validation';
import { withArgs } from './messageArgs';
import { lazy } from './lazy';
import { money, optionalMoney } from './money';
import { departureTimesSchema, pickupPointsSchema } from './departures';

/** TOUR-16: the icon choices, shown by these names. */
export const TOUR_ICONS = ['Plane', 'Car', 'Mountain', 'Waves', 'TreePine', 'Fish', 'Camera', 'Star'] as const;
/** TOUR-17 */
export const TOUR_RATINGS = [1, 2, 3, 4, 5] as const;

/** TOUR-03 */
export const LIST_DESCRIPTION_LENGTH = 50;
export const cutDescription = (value: string, max = LIST_DESCRIPTION_LENGTH) =>
  value.length > max ? `${value.slice(0, max)}…` : value;

/**
 * TOUR-22: an image value that is neither an http(s) address nor under /media/ is a file name in the media
 * folder, so /media/ is put in front ('falls.jpg' and '/falls.jpg' → '/media/falls.jpg').
 */
export function withMediaPrefix(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('http') || trimmed.startsWith('/media/')) return trimmed;
  return `/media/${trimmed.replace(/^\/+/, '')}`;
}

/** TOUR-15: numbers typed as text ('85') are numbers; an empty value is missing, so the required rule speaks. */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : Number(value);
  }, schema);

/** A number that may be left empty (null): an empty text or a missing value is null, typed digits a number. */
const optionalNumeric = (schema: z.ZodNumber) =>
  z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? null : Number(value);
  }, schema.nullable());

const stringList = (max: number) => z.array(text(max)).max(50, withArgs('ep.tours.maxItems', { max: 50 }));

/** The tour form's own word for a negative price, kept for its prices. */
const TOUR_MONEY = { negative: 'ep.tours.minimum0' };
const CUTOFF_HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tourSchema = lazy(() =>
  z.object({
    nombre: requiredText(200, 'ep.tours.nameRequired'),
    slug: requiredText(200, 'ep.tours.slugRequired').regex(SLUG, 'ep.tours.slugFormat'),
    precio: money({ required: 'ep.tours.priceRequired', words: TOUR_MONEY }),
    duracion: requiredText(100, 'ep.tours.durationRequired'),
    capacidad: requiredText(100, 'ep.tours.capacityRequired'),
    descripcion: requiredText(10_000, 'ep.tours.descriptionRequired'),
    short_description: text(500).default(''),
    highlights: stringList(200).default([]),
    extra_price_per_person: money({ words: TOUR_MONEY }).default(15),
    /** Each child's price; empty when children pay as adults (tourPricing.quoteBooking). */
    child_price: optionalMoney({ words: TOUR_MONEY }).default(null),
    /** People one departure takes across its bookings (the day's, for a tour without set times); empty for no limit. */
    capacity_per_day: optionalNumeric(
      z.number().int('ep.tours.wholeNumber').min(1, 'ep.tours.minimum1').max(10_000),
    ).default(null),
    pricing_message: text(255).default(''),
    background_image: text(500)
      .refine((value) => isSafeLink(withMediaPrefix(value)), 'ep.tours.imageLink')
      .refine(isSiteImage, IMAGE_ELSEWHERE_MESSAGE)
      .default(''),
    icon: z.enum(TOUR_ICONS).default('Star'),
    rating: numeric(z.number().int().min(1).max(5)).default(5),
    featured: z.boolean().default(false),
    active: z.boolean().default(true),
    order: numeric(z.number().int().min(0)).default(0),
    meta_title: text(200).default(''),
    meta_description: text(500).default(''),
    included_services: stringList(200).default([]),
    excluded_services: stringList(200).default([]),
    requirements: stringList(200).default([]),
    what_to_bring: stringList(200).default([]),
    pickup_locations: stringList(200).default([]),
    /** The set times the tour leaves at (empty: once a day, no set hour); capacity counts per departure. */
    departure_times: departureTimesSchema.default([]),
    /** Where it picks up, each place minutes before the departure (src/domain/departures.ts). */
    pickup_points: pickupPointsSchema.default([]),
    cancellation_policy: text(5000).default(''),
    /** A guest may cancel from their booking's page up to this many hours before the pickup (issue 39). */
    free_cancel_hours: numeric(z.number().int('ep.tours.wholeNumber').min(0, 'ep.tours.minimum0').max(720)).default(24),
    /** The last hour visitors may book today; empty: until the day's end (issue 39). */
    same_day_cutoff: z.union([z.literal(''), z.string().regex(CUTOFF_HOUR, 'ep.reservations.timeFormat')]).default(''),
    /** From this hour visitors may no longer book tomorrow; empty: no limit (issue 39). */
    next_day_cutoff: z.union([z.literal(''), z.string().regex(CUTOFF_HOUR, 'ep.reservations.timeFormat')]).default(''),
    /** Issue 41: the share of what was paid given back when cancelled later than free_cancel_hours (0: nothing). */
    late_cancel_refund_percent: numeric(
      z.number().int('ep.tours.wholeNumber').min(0, 'ep.tours.minimum0').max(100, 'ep.cancel.percentMax'),
    ).default(0),
    terms_conditions: text(10_000).default(''),
  }),
);

export const toursResource = defineResource({
  name: 'tours',
  api: '/api/tours',
  schema: tourSchema,
  // The short description is what the list shows under the name (issue 43); migration 097 indexed the stored tours.
  search: ['nombre', 'descripcion', 'slug', 'short_description'],
  // The public site lists the active tours.
  access: { read: 'public', write: 'owner' },
  unique: { slug: 'ep.tours.slugTaken' },
  list: {
    sortable: ['nombre', 'precio', 'order', 'active', 'featured'],
    filterable: ['active', 'featured', 'slug'],
    defaultSort: [
      ['order', 'asc'],
      ['id', 'asc'],
    ],
    publicFilters: { active: ['true'] },
  },
  screens: true,
});

export type Tour = RecordOf<typeof toursResource>;
