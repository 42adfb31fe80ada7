import { z } from 'zod';
import { defineResource, type RecordOf } from './resource';
import { requiredText, text } from './validation';
import { withArgs } from './messageArgs';
import { lazy } from './lazy';
import { money } from './money';

const minimum = (min: number) => withArgs('ep.plans.minimum', { min });
const maximum = (max: number) => withArgs('ep.plans.maximum', { max });

/** PLAN-06..10: the defaults a new plan starts from, on the server and in the 'Add New Plan' modal. */
export const PLAN_DEFAULTS = {
  duration_days: 30,
  price_usd: 0,
  max_photos: 5,
  success_rate: 'Standard visibility',
  is_active: true,
} as const;

const days = (max: number) => z.number().int('ep.plans.wholeDays').min(0, minimum(0)).max(max, maximum(max));

/** PLAN-07: prices in USD, to the cent (step 0.01), within the bound of every money field. */
const price = money({ words: { negative: minimum(0), twoDecimals: 'ep.plans.twoDecimals' } });

export const adPlanSchema = lazy(() =>
  z.object({
    name: requiredText(100, 'ep.plans.nameRequired'),
    description: text(1000).default(''),
    duration_days: days(3650).min(1, minimum(1)).default(PLAN_DEFAULTS.duration_days),
    price_usd: price.default(PLAN_DEFAULTS.price_usd),
    max_photos: z
      .number()
      .int('ep.plans.wholeNumber')
      .min(1, minimum(1))
      .max(100, maximum(100))
      .default(PLAN_DEFAULTS.max_photos),
    is_featured: z.boolean().default(false),
    featured_days: days(3650).default(0),
    is_premium: z.boolean().default(false),
    homepage_days: days(3650).default(0),
    success_rate: text(100).default(PLAN_DEFAULTS.success_rate),
    is_active: z.boolean().default(PLAN_DEFAULTS.is_active),
  }),
);

/** PLAN-01..05, API-66, API-69..72 (as decided: the one configured API base, no absolute host). */
export const adPlansResource = defineResource({
  name: 'advertising-plans',
  api: '/api/advertising-plans',
  schema: adPlanSchema,
  search: ['name', 'description'],
  access: { read: 'owner', write: 'owner' },
  list: {
    sortable: ['name', 'price_usd', 'duration_days'],
    filterable: ['is_active'],
    defaultSort: [
      ['price_usd', 'asc'],
      ['id', 'asc'],
    ],
  },
  screens: true,
});

export type AdPlan = RecordOf<typeof adPlansResource>;

export const PLAN_BADGES = ['Premium', 'Featured', 'Basic'] as const;
export type PlanBadge = (typeof PLAN_BADGES)[number];

/** ADS-29: a plan card's badge; premium outranks featured. */
export const planBadge = (plan: Pick<AdPlan, 'is_premium' | 'is_featured'>): PlanBadge =>
  plan.is_premium ? 'Premium' : plan.is_featured ? 'Featured' : 'Basic';

/** ADS-22: a plan that costs nothing is shown as 'Free'. */
export const isFreePlan = (plan: { price_usd: number } | null | undefined) => !plan || plan.price_usd === 0;
