import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { isSafeLink, requiredText, text } from './validation';

/** TOUR-16: the icon choices, shown by these names. */
export const TOUR_ICONS = ['Plane', 'Car', 'Mountain', 'Waves', 'TreePine', 'Fish', 'Camera', 'Star'] as const;
/** TOUR-17 */
export const TOUR_RATINGS = [1, 2, 3, 4, 5] as const;

export const TOUR_MESSAGES = {
  nameRequired: 'Tour Name is required',
  slugRequired: 'Slug is required',
  slugFormat: 'Use lowercase letters, numbers and hyphens only',
  durationRequired: 'Duration is required',
  capacityRequired: 'Capacity is required',
  descriptionRequired: 'Full Description is required',
  priceRequired: 'Base Price is required',
  slugTaken: 'A tour with this slug already exists. Please use a unique slug.',
  notFound: 'Tour not found',
  saved: 'Tour saved successfully! Redirecting...',
  saveError: 'Error saving tour',
  uploadError: 'Error uploading image',
  hasReservations: (count: number) =>
    `No se puede eliminar el tour: tiene ${count} ${count === 1 ? 'reserva asociada' : 'reservas asociadas'}.`,
  confirmDelete: '¿Estás seguro de que deseas eliminar este tour?',
  confirmForceDelete: '¿Eliminar forzadamente este tour y todas sus reservas? Esta acción no se puede deshacer.',
  deleted: 'Tour eliminado exitosamente',
  deleteError: (message: string) => `Error al eliminar tour: ${message}`,
  deleteNetworkError: 'Error de conexión al eliminar el tour',
  forceDeleted: 'Tour eliminado forzadamente exitosamente',
  forceDeleteError: (message: string) => `Error al eliminar tour forzadamente: ${message}`,
  forceDeleteNetworkError: 'Error de conexión al eliminar el tour forzadamente',
} as const;

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

const stringList = (max: number) => z.array(text(max)).max(50, 'Máximo 50 elementos');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tourSchema = z.object({
  nombre: requiredText(200, TOUR_MESSAGES.nameRequired),
  slug: requiredText(200, TOUR_MESSAGES.slugRequired).regex(SLUG, TOUR_MESSAGES.slugFormat),
  precio: numeric(z.number({ error: TOUR_MESSAGES.priceRequired }).min(0, 'Minimum 0')),
  duracion: requiredText(100, TOUR_MESSAGES.durationRequired),
  capacidad: requiredText(100, TOUR_MESSAGES.capacityRequired),
  descripcion: requiredText(10_000, TOUR_MESSAGES.descriptionRequired),
  short_description: text(500).default(''),
  highlights: stringList(200).default([]),
  extra_price_per_person: numeric(z.number().min(0, 'Minimum 0')).default(15),
  pricing_message: text(255).default(''),
  background_image: text(500)
    .refine((value) => isSafeLink(withMediaPrefix(value)), 'Use an http(s) address or a file under /media/')
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
  cancellation_policy: text(5000).default(''),
  terms_conditions: text(10_000).default(''),
});

export const toursResource = defineResource({
  name: 'tours',
  api: '/api/tours',
  schema: tourSchema,
  search: ['nombre', 'descripcion', 'slug'],
  // The public site lists the active tours.
  access: { read: 'public', write: 'owner' },
  unique: { slug: TOUR_MESSAGES.slugTaken },
  list: {
    sortable: ['nombre', 'precio', 'order', 'active', 'featured'],
    filterable: ['active', 'featured', 'slug'],
    defaultSort: [['order', 'asc'], ['id', 'asc']],
    publicFilters: { active: ['true'] },
  },
  screens: true,
});

export type Tour = RecordOf<typeof toursResource>;
