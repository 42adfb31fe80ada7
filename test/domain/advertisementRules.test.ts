import { describe, expect, it } from 'vitest';
import {
  advertisementStats,
  advertisementTerms,
  createFailureMessage,
  createSelectionProblem,
  currentStatus,
  daysLeft,
  expiryLabel,
  isExpiringSoon,
  NO_EXPIRY_DAYS,
  pageButtons,
  rangeSummary,
  statusChangeError,
} from '../../src/domain/advertisementRules';
import { adPlanSchema, isFreePlan, planBadge } from '../../src/domain/adPlans';
import { AD_ITEM_TYPES, AD_PAYMENT_STATUSES, AD_STATUSES, advertisementSchema } from '../../src/domain/advertisements';
import { spanish } from './spanish';

const now = new Date('2026-11-22T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const ad = (overrides: Partial<Parameters<typeof advertisementStats>[0][number]> = {}) => ({
  status: 'active' as const,
  end_date: inDays(20) as string | null,
  is_premium: false,
  payment_status: 'paid' as const,
  plan: { price_usd: 10 },
  ...overrides,
});

describe('advertising rules', () => {
  it('ADS-05 a missing expiry counts as 999 days; otherwise whole days rounded up', () => {
    expect(daysLeft(null, now)).toBe(NO_EXPIRY_DAYS);
    expect(NO_EXPIRY_DAYS).toBe(999);
    expect(daysLeft(inDays(3), now)).toBe(3);
    expect(daysLeft(inDays(0.1), now)).toBe(1);
    expect(daysLeft(inDays(-2), now)).toBe(-2);
  });

  it('ADS-04 expiring soon is an active ad with 1 to 7 days left', () => {
    expect(isExpiringSoon(ad({ end_date: inDays(1) }), now)).toBe(true);
    expect(isExpiringSoon(ad({ end_date: inDays(7) }), now)).toBe(true);
    expect(isExpiringSoon(ad({ end_date: inDays(8) }), now)).toBe(false);
    expect(isExpiringSoon(ad({ end_date: inDays(-1) }), now)).toBe(false);
    expect(isExpiringSoon(ad({ end_date: null }), now)).toBe(false);
    expect(isExpiringSoon(ad({ end_date: inDays(3), status: 'cancelled' }), now)).toBe(false);
  });

  it(
    'ADS-02 ADS-03 ADS-04 the five stat cards: totals, active, premium, revenue as the plan prices of paid ads ' +
      '(pending beside it), expiring soon',
    () => {
      const stats = advertisementStats(
        [
          ad({ plan: { price_usd: 9.99 } }),
          ad({ plan: { price_usd: 24.99 }, end_date: inDays(2), is_premium: true }),
          ad({ plan: { price_usd: 0.02 }, status: 'cancelled', payment_status: 'refunded' }),
          ad({ plan: { price_usd: 49.99 }, end_date: inDays(-1) }),
          ad({ end_date: null, plan: { price_usd: 0 } }),
          ad({ plan: { price_usd: 15 }, payment_status: 'pending' }),
          ad({ plan: { price_usd: 70 }, status: 'cancelled', payment_status: 'pending' }),
        ],
        now,
      );
      expect(stats).toEqual({ total: 7, active: 4, premium: 1, revenue: 84.97, pending: 15, expiringSoon: 1 });
    },
  );

  it('ADS-17 an active ad past its end date is expired; other statuses stay', () => {
    expect(currentStatus(ad({ end_date: inDays(-0.01) }), now)).toBe('expired');
    expect(currentStatus(ad({ end_date: inDays(1) }), now)).toBe('active');
    expect(currentStatus(ad({ end_date: inDays(-3), status: 'cancelled' }), now)).toBe('cancelled');
    expect(currentStatus(ad({ end_date: null }), now)).toBe('active');
  });

  it("ADS-21 days left reads '{n}d left', 'Expired' or 'No expiration'", () => {
    expect(spanish(expiryLabel(ad({ end_date: inDays(5) }), now))).toBe('5d left');
    expect(spanish(expiryLabel(ad({ end_date: inDays(-1) }), now))).toBe('Expired');
    expect(spanish(expiryLabel(ad({ end_date: null }), now))).toBe('No expiration');
    expect(spanish(expiryLabel(ad({ end_date: inDays(5), status: 'cancelled' }), now))).toBe('—');
  });

  it('ADS-22 ADS-29 a plan costing nothing is Free; plan badges are Premium, Featured or Basic', () => {
    expect(isFreePlan({ price_usd: 0 })).toBe(true);
    expect(isFreePlan({ price_usd: 9.99 })).toBe(false);
    expect(planBadge({ is_premium: true, is_featured: true })).toBe('Premium');
    expect(planBadge({ is_premium: false, is_featured: true })).toBe('Featured');
    expect(planBadge({ is_premium: false, is_featured: false })).toBe('Basic');
  });

  it('ADS-28 ADS-33 an ad is dated from its plan: end after the duration, featured and homepage within it', () => {
    const plan = {
      duration_days: 30,
      price_usd: 49.99,
      is_featured: false,
      is_premium: true,
      featured_days: 45,
      homepage_days: 14,
    };
    expect(advertisementTerms(plan, now)).toEqual({
      status: 'active',
      payment_status: 'pending',
      end_date: inDays(30),
      featured_until: inDays(30),
      homepage_until: inDays(14),
      is_featured: true,
      is_premium: true,
    });
    const free = advertisementTerms(
      { ...plan, price_usd: 0, is_premium: false, featured_days: 7, homepage_days: 0 },
      now,
    );
    expect(free).toMatchObject({
      payment_status: 'paid',
      featured_until: null,
      homepage_until: null,
      is_featured: false,
    });
  });

  it('ADS-15 ADS-16 ADS-18 only Cancel of an active ad and Mark as Paid of a pending payment are allowed', () => {
    const active = { status: 'active' as const, payment_status: 'pending' as const };
    expect(spanish(statusChangeError(active, { status: 'cancelled' }))).toBeUndefined();
    expect(spanish(statusChangeError(active, { payment_status: 'paid' }))).toBeUndefined();
    expect(spanish(statusChangeError({ ...active, status: 'expired' }, { status: 'cancelled' }))).toBe(
      'Solo se puede cancelar un anuncio activo',
    );
    expect(spanish(statusChangeError(active, { status: 'active' }))).toBe('Solo se permite cancelar un anuncio');
    expect(spanish(statusChangeError({ ...active, payment_status: 'paid' }, { payment_status: 'paid' }))).toBe(
      'Solo un pago pendiente se puede marcar como pagado',
    );
    expect(spanish(statusChangeError(active, { payment_status: 'refunded' }))).toBeDefined();
    expect(spanish(statusChangeError(active, {}))).toBeDefined();
    expect(spanish(statusChangeError({ ...active, status: 'cancelled' }, { payment_status: 'paid' }))).toBe(
      'Un anuncio cancelado no se cobra',
    );
  });

  it("ADS-11 ADS-12 the range summary reads 'Showing x-y of n advertisements'", () => {
    expect(spanish(rangeSummary(1, 20, 45))).toBe('Showing 1-20 of 45 advertisements');
    expect(spanish(rangeSummary(3, 20, 45))).toBe('Showing 41-45 of 45 advertisements');
    expect(spanish(rangeSummary(1, 20, 0))).toBe('Showing 0-0 of 0 advertisements');
  });

  it('ADS-13 at most 5 page buttons, a window around the current page', () => {
    expect(pageButtons(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(7, 12, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(1, 0, 5)).toEqual([]);
  });

  it('ADS-24 ADS-25 an ad has the spec fields and values', () => {
    expect(AD_ITEM_TYPES).toEqual(['property', 'vehicle']);
    expect(AD_STATUSES).toEqual(['active', 'expired', 'cancelled']);
    expect(AD_PAYMENT_STATUSES).toEqual(['paid', 'pending', 'refunded']);
    expect(Object.keys(advertisementSchema.shape)).toEqual(
      expect.arrayContaining([
        'title',
        'image',
        'item_type',
        'status',
        'payment_status',
        'featured_until',
        'homepage_until',
        'end_date',
        'is_premium',
        'is_featured',
        'plan',
        'property',
        'vehicle',
      ]),
    );
    expect(advertisementSchema.safeParse({ title: 'X', item_type: 'boat', plan: {} }).success).toBe(false);
  });

  it(
    'PLAN-05 PLAN-06 PLAN-07 PLAN-08 PLAN-09 PLAN-10 a plan has the spec fields and defaults; prices ' + 'to the cent',
    () => {
      const plan = adPlanSchema.parse({ name: 'Basic' });
      expect(plan).toEqual({
        name: 'Basic',
        description: '',
        duration_days: 30,
        price_usd: 0,
        max_photos: 5,
        is_featured: false,
        featured_days: 0,
        is_premium: false,
        homepage_days: 0,
        success_rate: 'Standard visibility',
        is_active: true,
      });
      expect(adPlanSchema.safeParse({ name: 'X', price_usd: 9.99 }).success).toBe(true);
      expect(adPlanSchema.safeParse({ name: 'X', price_usd: 9.999 }).success).toBe(false);
    },
  );
});

describe('create advertisement checks', () => {
  const plans = [{ id: 1 }, { id: 2 }];
  it("ADS-31 without both an item and a plan: 'Please select both an item and a plan'", () => {
    expect(spanish(createSelectionProblem(undefined, 1, plans))).toBe('Please select both an item and a plan');
    expect(spanish(createSelectionProblem(3, undefined, plans))).toBe('Please select both an item and a plan');
  });

  it("ADS-32 a plan no longer offered: 'Selected plan not found'", () => {
    expect(spanish(createSelectionProblem(3, 9, plans))).toBe('Selected plan not found');
    expect(createSelectionProblem(3, 2, plans)).toBeUndefined();
  });

  it(
    "ADS-35 ADS-36 a refusal shows the server's error or 'Unknown error'; no answer at all is 'Error creating " +
      "advertisement'",
    () => {
      expect(spanish(createFailureMessage({ status: 400, message: 'x', body: { error: 'Property not found' } }))).toBe(
        'Error creating advertisement: Property not found',
      );
      expect(spanish(createFailureMessage({ status: 500, message: '', body: {} }))).toBe(
        'Error creating advertisement: Unknown error',
      );
      expect(spanish(createFailureMessage({ status: 500, message: 'Internal Server Error', body: {} }))).toBe(
        'Error creating advertisement: Unknown error',
      );
      expect(
        spanish(
          createFailureMessage({
            status: 400,
            message: 'x',
            body: { error: 'Selected plan not found', code: 'plan_not_found' },
          }),
        ),
      ).toBe('Selected plan not found');
      expect(spanish(createFailureMessage({ status: 0, message: 'Error de conexión' }))).toBe(
        'Error creating advertisement',
      );
      expect(spanish(createFailureMessage(undefined))).toBe('Error creating advertisement');
    },
  );
});
