import { z } from 'zod';
import { isoDateTime } from './dates';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text, isSafeLink, LINK_MESSAGE } from './validation';
import { lazy } from './lazy';

export const AD_ITEM_TYPES = ['property', 'vehicle'] as const;
export const AD_STATUSES = ['active', 'expired', 'cancelled'] as const;
/** ADS-18: refunded is only ever displayed; no screen or route sets it. */
export const AD_PAYMENT_STATUSES = ['paid', 'pending', 'refunded'] as const;
export type AdItemType = (typeof AD_ITEM_TYPES)[number];
export type AdStatus = (typeof AD_STATUSES)[number];
export type AdPaymentStatus = (typeof AD_PAYMENT_STATUSES)[number];

const optionalLink = text(500).refine(isSafeLink, LINK_MESSAGE);

/** ADS-24: what the ad was bought with, copied when it is created, so editing a plan later changes no ad. */
export const planSnapshotSchema = lazy(() =>
  z.object({
    name: text(100),
    price_usd: z.number().min(0),
    duration_days: z.number().int().min(0),
    is_featured: z.boolean(),
    is_premium: z.boolean(),
    featured_days: z.number().int().min(0),
    homepage_days: z.number().int().min(0),
    max_photos: z.number().int().min(0),
  }),
);
export type PlanSnapshot = z.infer<typeof planSnapshotSchema>;

const itemRef = lazy(() =>
  z
    .object({ title: text(200) })
    .nullable()
    .default(null),
);

export const advertisementSchema = lazy(() =>
  z.object({
    title: requiredText(200, 'ep.advertising.titleRequired'),
    image: optionalLink.default(''),
    item_type: z.enum(AD_ITEM_TYPES),
    status: z.enum(AD_STATUSES).default('active'),
    payment_status: z.enum(AD_PAYMENT_STATUSES).default('pending'),
    featured_until: isoDateTime().nullable().default(null),
    homepage_until: isoDateTime().nullable().default(null),
    /** ADS-05, ADS-21: null means the ad never expires. */
    end_date: isoDateTime().nullable().default(null),
    is_premium: z.boolean().default(false),
    is_featured: z.boolean().default(false),
    plan_id: z.number().int().nullable().default(null),
    /** The plan's name beside its snapshot, so 'Search by title or plan...' finds it through the search index. */
    plan_name: text(100).default(''),
    plan: planSnapshotSchema,
    property_id: z.number().int().nullable().default(null),
    property: itemRef,
    vehicle_id: z.number().int().nullable().default(null),
    vehicle: itemRef,
  }),
);

/**
 * ADS-01..25, API-64, API-65. Ads are created only through POST /api/property-advertisements and
 * /api/vehicle-advertisements and changed only through PATCH /{id}/status (src/server/routes/advertisements/writes.ts),
 * so the derived CRUD serves reads alone.
 */
export const advertisementsResource = defineResource({
  name: 'advertising',
  api: '/api/advertisements',
  schema: advertisementSchema,
  search: ['title', 'plan_name'],
  access: { read: 'owner', write: 'owner' },
  writes: [],
  list: {
    sortable: ['title', 'end_date', 'status', 'payment_status'],
    // plan_id: deleting a plan says how many active ads use it (issue 43; migration 098 indexes it).
    filterable: ['status', 'item_type', 'payment_status', 'plan_id'],
    defaultSort: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
  },
  screens: true,
});

export type Advertisement = RecordOf<typeof advertisementsResource>;

/** ADS-12: the spec's page size. */
export const AD_PAGE_SIZE = 20;
/** ADS-13: at most this many numbered page buttons. */
export const AD_MAX_PAGE_BUTTONS = 5;
