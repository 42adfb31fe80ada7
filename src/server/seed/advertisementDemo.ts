import type { SeedOf } from '../../domain/resource';
import type { adPlansResource } from '../../domain/adPlans';
import type { advertisementsResource, PlanSnapshot } from '../../domain/advertisements';
import { advertisementTerms, DAY_MS } from '../../domain/advertisementRules';

type PlanSeed = SeedOf<typeof adPlansResource> & PlanSnapshot;

/** Free, Basic, Featured and Premium: the plans the create screen offers. */
const PLANS: PlanSeed[] = [
  {
    name: 'Free',
    description: 'A simple listing for 15 days.',
    duration_days: 15,
    price_usd: 0,
    max_photos: 3,
    is_featured: false,
    featured_days: 0,
    is_premium: false,
    homepage_days: 0,
    success_rate: 'Standard visibility',
    is_active: true,
  },
  {
    name: 'Basic',
    description: 'A month in the classifieds with more photos.',
    duration_days: 30,
    price_usd: 9.99,
    max_photos: 8,
    is_featured: false,
    featured_days: 0,
    is_premium: false,
    homepage_days: 0,
    success_rate: 'Standard visibility',
    is_active: true,
  },
  {
    name: 'Featured',
    description: 'Shown first in its category for a week.',
    duration_days: 30,
    price_usd: 24.99,
    max_photos: 15,
    is_featured: true,
    featured_days: 7,
    is_premium: false,
    homepage_days: 0,
    success_rate: '3x more views',
    is_active: true,
  },
  {
    name: 'Premium',
    description: 'Featured for a month and on the home page for two weeks.',
    duration_days: 60,
    price_usd: 49.99,
    max_photos: 30,
    is_featured: true,
    featured_days: 30,
    is_premium: true,
    homepage_days: 14,
    success_rate: '5x more views',
    is_active: true,
  },
];

const snapshot = ({
  name,
  price_usd,
  duration_days,
  is_featured,
  is_premium,
  featured_days,
  homepage_days,
  max_photos,
}: PlanSeed): PlanSnapshot => ({
  name,
  price_usd,
  duration_days,
  is_featured,
  is_premium,
  featured_days,
  homepage_days,
  max_photos,
});

interface AdSeed {
  title: string;
  item: 'property' | 'vehicle';
  itemId: number;
  plan: number;
  /** Days since it was bought: its end date follows from the plan. */
  boughtDaysAgo: number;
  status?: 'active' | 'expired' | 'cancelled';
  payment?: 'paid' | 'pending' | 'refunded';
}

/** Active, expiring, expired (one still marked active, for the server's sweep to catch) and cancelled ads. */
const ADS: AdSeed[] = [
  { title: 'Oceanfront Villa in Sosúa', item: 'property', itemId: 1, plan: 3, boughtDaysAgo: 10, payment: 'paid' },
  { title: 'Kite Beach Condo in Cabarete', item: 'property', itemId: 2, plan: 2, boughtDaysAgo: 27 },
  { title: 'Toyota RAV4 2021', item: 'vehicle', itemId: 1, plan: 1, boughtDaysAgo: 24 },
  { title: 'Honda Civic 2019', item: 'vehicle', itemId: 2, plan: 0, boughtDaysAgo: 2 },
  {
    title: 'Apartment near the Malecón, Puerto Plata',
    item: 'property',
    itemId: 3,
    plan: 1,
    boughtDaysAgo: 35,
    status: 'expired',
    payment: 'paid',
  },
  {
    title: 'Jeep Wrangler 4x4 Rental',
    item: 'vehicle',
    itemId: 4,
    plan: 2,
    boughtDaysAgo: 20,
    status: 'cancelled',
    payment: 'refunded',
  },
  {
    title: 'Hillside Villa with Pool, Sosúa',
    item: 'property',
    itemId: 4,
    plan: 3,
    boughtDaysAgo: 61,
    payment: 'paid',
  },
  { title: 'Kia Picanto Daily Rental', item: 'vehicle', itemId: 5, plan: 1, boughtDaysAgo: 29 },
  { title: 'Studio Condo by the Cabarete Bay', item: 'property', itemId: 5, plan: 0, boughtDaysAgo: 5 },
];

/**
 * The advertising demo: plans, and ads dated from `now` so that some are expiring within the week and some
 * have passed their end date whenever the demo is seeded. One legacy ad has no end date ('No expiration').
 */
export function advertisementDemo(now: Date = new Date()) {
  const ads: SeedOf<typeof advertisementsResource>[] = ADS.map((ad) => {
    const plan = PLANS[ad.plan];
    const terms = advertisementTerms(plan, new Date(now.getTime() - ad.boughtDaysAgo * DAY_MS));
    return {
      ...terms,
      title: ad.title,
      item_type: ad.item,
      status: ad.status ?? terms.status,
      payment_status: ad.payment ?? terms.payment_status,
      plan_id: ad.plan + 1,
      plan_name: plan.name,
      plan: snapshot(plan),
      ...(ad.item === 'property'
        ? { property_id: ad.itemId, property: { title: ad.title } }
        : { vehicle_id: ad.itemId, vehicle: { title: ad.title } }),
    };
  });
  ads.push({
    title: 'Land for sale in Montellano',
    item_type: 'property',
    status: 'active',
    payment_status: 'paid',
    plan_name: 'Legacy',
    plan: {
      name: 'Legacy',
      price_usd: 0,
      duration_days: 0,
      is_featured: false,
      is_premium: false,
      featured_days: 0,
      homepage_days: 0,
      max_photos: 5,
    },
    property: { title: 'Land for sale in Montellano' },
  });
  return { 'advertising-plans': PLANS, advertising: ads };
}
