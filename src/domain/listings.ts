import { z } from 'zod';
import type { Phrase } from './phrase';
import { email, imageLink, phone, text } from './validation';
import { withArgs } from './messageArgs';
import { BUSINESS_NAME } from './business';

/**
 * What properties and vehicles share: the sale/rent type, the pending/active status, the owner contact with
 * its placeholders, the images and the four lists of the Sales & Rentals hub.
 */
export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** SR-13: new listings wait for review; the owner may set either. */
export const LISTING_STATUSES = ['pending', 'active'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** PROP-12, VEH-31, spec §9: the image a listing shows when none was uploaded or the upload failed. */
export const DEFAULT_LISTING_IMAGE = '/backend/media/1fvbfghdg.png';

/** PROP-11, VEH-16: what an owner field left empty becomes, so every listing has someone to contact. */
export const OWNER_PLACEHOLDERS = {
  owner_name: BUSINESS_NAME,
  owner_phone: '+1 809 555 0123',
  owner_email: 'info@ep-control.com',
  owner_whatsapp: '+1 809 555 0123',
} as const;
export type OwnerField = keyof typeof OWNER_PLACEHOLDERS;
const OWNER_FIELDS = Object.keys(OWNER_PLACEHOLDERS) as OwnerField[];

export const MAX_LISTING_IMAGES = 30;

const imagePath = imageLink(500);

/** The fields every listing has, in both schemas. */
export const listingFields = {
  title: text(200).min(1, 'ep.listings.titleRequired'),
  // SR-15: whole US dollars.
  price: z
    .number({ error: 'ep.listings.priceRequired' })
    .int('ep.listings.wholeDollars')
    .min(0, 'ep.listings.minPrice'),
  status: z.enum(LISTING_STATUSES).default('pending'),
  image: imagePath.default(DEFAULT_LISTING_IMAGE),
  additional_images: z
    .array(imagePath.min(1))
    .max(MAX_LISTING_IMAGES - 1, withArgs('ep.listings.maxImages', { max: MAX_LISTING_IMAGES }))
    .default([]),
  description: text(5000).default(''),
  type: z.enum(LISTING_TYPES),
  owner_name: text(120).default(''),
  owner_phone: phone().default(''),
  owner_email: z.union([z.literal(''), email()]).default(''),
  owner_whatsapp: phone().default(''),
};

/** PROP-11, VEH-16: empty (or blank) owner fields take their placeholder; absent ones stay absent. */
export function withOwnerFallbacks<T extends Record<string, unknown>>(data: T): T {
  const filled: Partial<Record<OwnerField, string>> = {};
  for (const field of OWNER_FIELDS) {
    if (field in data && String(data[field] ?? '').trim() === '') filled[field] = OWNER_PLACEHOLDERS[field];
  }
  return { ...data, ...filled };
}

/** A text field a form cleared (react-admin sends null for an emptied input) is stored as ''. */
export function withEmptyText<T extends Record<string, unknown>>(data: T, fields: readonly string[]): T {
  const cleared = Object.fromEntries(
    fields.filter((field) => field in data && data[field] == null).map((field) => [field, '']),
  );
  return { ...data, ...cleared };
}

/** PROP-07, VEH-24: a number typed in a form, as a whole number; anything unreadable is 0. */
export function parseInteger(value: unknown): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The four lists of the hub (SR-03, SR-08): which resource and type each one is. */
export const LISTING_KINDS = {
  'properties-for-sale': { resource: 'properties', type: 'sale' },
  'properties-for-rent': { resource: 'properties', type: 'rent' },
  'vehicles-for-sale': { resource: 'vehicles', type: 'sale' },
  'vehicles-for-rent': { resource: 'vehicles', type: 'rent' },
} as const satisfies Record<string, { resource: 'properties' | 'vehicles'; type: ListingType }>;
export type ListingKind = keyof typeof LISTING_KINDS;
export type ListingResource = (typeof LISTING_KINDS)[ListingKind]['resource'];
export const LISTING_KIND_NAMES = Object.keys(LISTING_KINDS) as ListingKind[];

export const isListingKind = (value: string | undefined): value is ListingKind =>
  Boolean(value && value in LISTING_KINDS);

export const kindOf = (resource: ListingResource, type: ListingType): ListingKind => `${resource}-for-${type}`;

/** SR-12: the catalog key of how a status reads; a rental vehicle that is active is 'Available'. */
export function statusLabel(resource: ListingResource, type: ListingType, status: ListingStatus): string {
  if (status === 'pending')
    return resource === 'properties' ? 'ep.listings.statuses.pendingReview' : 'ep.listings.statuses.underReview';
  return resource === 'vehicles' && type === 'rent' ? 'ep.listings.statuses.available' : 'ep.listings.statuses.active';
}

/** SR-11: the catalog key of what the summed prices of a list are called. */
export function totalLabel(kind: ListingKind): string {
  if (LISTING_KINDS[kind].type === 'sale') return 'ep.listings.totals.value';
  return LISTING_KINDS[kind].resource === 'properties' ? 'ep.listings.totals.monthly' : 'ep.listings.totals.daily';
}

/** One list's figures: how many listings, how many active and pending, and their prices summed. */
export interface KindSummary {
  count: number;
  active: number;
  pending: number;
  total: number;
}
export type SalesRentalsSummary = Record<ListingKind, KindSummary>;

export const emptySummary = (): SalesRentalsSummary =>
  Object.fromEntries(
    LISTING_KIND_NAMES.map((kind) => [kind, { count: 0, active: 0, pending: 0, total: 0 }]),
  ) as SalesRentalsSummary;

/** SR-03, SR-10, SR-11 from rows grouped by type and status (as the server's query answers them). */
export function summarize(
  groups: ReadonlyArray<{
    resource: ListingResource;
    type: ListingType;
    status: ListingStatus;
    count: number;
    total: number;
  }>,
): SalesRentalsSummary {
  const summary = emptySummary();
  for (const { resource, type, status, count, total } of groups) {
    const kind = summary[kindOf(resource, type)];
    kind.count += count;
    kind[status] += count;
    kind.total += total;
  }
  return summary;
}

/** SR-04: the hub's four totals. */
export function hubTotals(summary: SalesRentalsSummary) {
  const count = (kind: ListingKind) => summary[kind].count;
  return {
    properties: count('properties-for-sale') + count('properties-for-rent'),
    vehicles: count('vehicles-for-sale') + count('vehicles-for-rent'),
    forSale: count('properties-for-sale') + count('vehicles-for-sale'),
    forRent: count('properties-for-rent') + count('vehicles-for-rent'),
  };
}

/** SR-14, VEH-37: the delete confirmation of a listing. */
export const deleteConfirmText = (title: string): Phrase => ({ key: 'ep.listings.deleteConfirm', args: { title } });

/** SR-15: prices in US dollars, whole; VEH-34: a rental vehicle's per day. */
export function formatPrice(price: number, resource: ListingResource, type: ListingType): string {
  const amount = `$${Math.round(price).toLocaleString('en-US')} USD`;
  if (type !== 'rent') return amount;
  return resource === 'vehicles' ? `${amount}/day` : `${amount}/month`;
}
