import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { email, phone, requiredText, text } from './validation';
import { lazy } from './lazy';
import { money } from './money';

/** Who sends guests (issue 41): hotels' concierges, cruise excursion desks, agencies, taxi drivers who refer. */
export const PARTNER_KINDS = ['hotel', 'cruise_desk', 'agency', 'driver', 'other'] as const;
/** A percentage of the booking's price, or a net price per person of each tour the partner sells on. */
export const COMMISSION_KINDS = ['percent', 'net'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];
/**
 * Who takes the guest's money: the partner (they collect, and owe us the price less their commission) or we
 * (we collect, and owe them their commission).
 */
export const SETTLE_MODES = ['they_collect', 'we_collect'] as const;
export type SettleMode = (typeof SETTLE_MODES)[number];

/** What `?ref=` carries: lower-case letters, digits and dashes, so it survives any link and WhatsApp message. */
export const REFERRAL_CODE = /^[a-z0-9][a-z0-9-]{1,39}$/;

export const partnerAgentSchema = lazy(() =>
  z.object({
    name: requiredText(120, 'ep.partners.agentNameRequired'),
    phone: phone().default(''),
  }),
);

export const netRateSchema = lazy(() =>
  z.object({
    tour_id: z.coerce.number({ error: 'ep.partners.tourRequired' }).int().min(1, 'ep.partners.tourRequired'),
    net_price: money({ required: 'ep.partners.netRequired' }),
  }),
);
export type NetRate = z.infer<typeof netRateSchema>;

export const partnerSchema = lazy(() =>
  z.object({
    name: requiredText(120, 'ep.partners.nameRequired'),
    kind: z.enum(PARTNER_KINDS).default('hotel'),
    contact: text(120).default(''),
    phone: phone().default(''),
    whatsapp: phone().default(''),
    email: z.union([z.literal(''), email()]).default(''),
    referral_code: text(40)
      .toLowerCase()
      .min(1, 'ep.partners.codeRequired')
      .regex(REFERRAL_CODE, 'ep.partners.codeFormat'),
    commission_kind: z.enum(COMMISSION_KINDS).default('percent'),
    commission_percent: z.coerce
      .number()
      .min(0, 'ep.partners.percentRange')
      .max(100, 'ep.partners.percentRange')
      .default(0),
    net_rates: z
      .array(netRateSchema)
      .max(200)
      .refine((rates) => new Set(rates.map((rate) => rate.tour_id)).size === rates.length, 'ep.partners.tourTwice')
      .default([]),
    settle_mode: z.enum(SETTLE_MODES).default('we_collect'),
    active: z.boolean().default(true),
    agents: z.array(partnerAgentSchema).max(100).default([]),
    notes: text(2000).default(''),
  }),
);

export const partnersResource = defineResource({
  name: 'partners',
  api: '/api/partners',
  schema: partnerSchema,
  search: ['name', 'contact', 'referral_code', 'email'],
  // Who takes bookings names their partner (the form reads the list); the terms are money, the money grant's.
  access: { read: 'bookings', write: 'money' },
  unique: { referral_code: 'ep.partners.codeTaken' },
  list: {
    sortable: ['name', 'kind', 'referral_code', 'active'],
    filterable: ['kind', 'active', 'settle_mode'],
    defaultSort: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  screens: true,
  menu: {},
});

export type Partner = RecordOf<typeof partnersResource>;
