import { expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { describeEachDatabase } from './support/testServer';
import { demoData } from '../../src/server/seed/demoData';
import type { Advertisement } from '../../src/domain/advertisements';
import type { AdPlan } from '../../src/domain/adPlans';
import { advertisementStats, DAY_MS } from '../../src/domain/advertisementRules';
import { expireEndedAds, startExpiryJob } from '../../src/server/routes/advertisements/expiry';

interface LegacyPage {
  advertisements: Advertisement[];
  total: number;
  page: number;
  per_page: number;
  total_pages: number;
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describeEachDatabase('advertising API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });
  const ads = async () => (await call<Advertisement[]>('GET', '/api/advertisements')).body;
  const plans = async () => (await call<AdPlan[]>('GET', '/api/advertising-plans')).body;
  const planNamed = async (name: string) => (await plans()).find((plan) => plan.name === name) as AdPlan;

  it('ADS-17 an active ad whose end date has passed is answered expired, on the list and on its own', async () => {
    const all = await ads();
    const ended = all.find((ad) => ad.title === 'Hillside Villa with Pool, Sosúa') as Advertisement;
    expect(Date.parse(ended.end_date as string)).toBeLessThan(Date.now());
    expect(ended.status).toBe('expired');
    expect((await call<Advertisement>('GET', `/api/advertisements/${ended.id}`)).body.status).toBe('expired');
    expect(
      all.filter((ad) => ad.status === 'active').every((ad) => !ad.end_date || Date.parse(ad.end_date) > Date.now()),
    ).toBe(true);
  });

  it(
    'API-64 ADS-06 ADS-07 ADS-08 the spec parameters: status, type and search over title or plan, answered as ' +
      '{advertisements, total}',
    async () => {
      const active = await call<LegacyPage>(
        'GET',
        '/api/advertisements?page=1&per_page=20&status=active&type=vehicle&search=&sort_by=created_at&sort_order=desc',
      );
      expect(active.status).toBe(200);
      expect(active.body.advertisements.length).toBeGreaterThan(0);
      expect(active.body.advertisements.every((ad) => ad.status === 'active' && ad.item_type === 'vehicle')).toBe(true);
      expect(active.body).toMatchObject({
        page: 1,
        per_page: 20,
        total: active.body.advertisements.length,
        total_pages: 1,
      });
      const byPlan = await call<LegacyPage>('GET', '/api/advertisements?search=premium');
      expect(byPlan.body.advertisements.length).toBeGreaterThan(0);
      expect(byPlan.body.advertisements.every((ad) => ad.plan.name === 'Premium')).toBe(true);
      const byTitle = await call<LegacyPage>('GET', '/api/advertisements?search=RAV4');
      expect(byTitle.body.advertisements.map((ad) => ad.title)).toEqual(['Toyota RAV4 2021']);
      expect((await call('GET', '/api/advertisements?status=sold')).status).toBe(400);
      expect((await call('GET', '/api/advertisements?type=boat')).status).toBe(400);
    },
  );

  it(
    'ADS-09 ADS-05 sorts by title and by expiry; ads without an expiry come last in Expires Soon, first in ' +
      'Expires Later',
    async () => {
      const byTitle = (
        await call<LegacyPage>('GET', '/api/advertisements?sort_by=title&sort_order=asc')
      ).body.advertisements.map((ad) => ad.title);
      expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : 1)));
      const soon = (await call<LegacyPage>('GET', '/api/advertisements?sort_by=end_date&sort_order=asc')).body
        .advertisements;
      expect(soon.at(-1)?.end_date).toBeNull();
      const ends = soon.slice(0, -1).map((ad) => ad.end_date as string);
      expect(ends).toEqual([...ends].sort());
      const later = (await call<Advertisement[]>('GET', '/api/advertisements?sort=["end_date","DESC"]&range=[0,1]'))
        .body;
      expect(later[0].end_date).toBeNull();
    },
  );

  it(
    'ADS-12 API-64 the list protocol answers a bare page with Content-Range; filters and search go ' + 'through filter',
    async () => {
      const page = await call<Advertisement[]>(
        'GET',
        '/api/advertisements?range=[0,2]&sort=["title","ASC"]&filter={"status":"active"}',
      );
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(3);
      expect(page.headers.get('content-range')).toMatch(/^advertisements 0-2\/\d+$/);
      expect(page.body.every((ad) => ad.status === 'active')).toBe(true);
      const search = await call<Advertisement[]>(
        'GET',
        `/api/advertisements?range=[0,19]&filter=${encodeURIComponent('{"q":"featured"}')}`,
      );
      expect(search.body.every((ad) => ad.plan.name === 'Featured')).toBe(true);
      expect((await call('GET', '/api/advertisements?range=[0,19]&filter={"plan":"x"}')).status).toBe(400);
    },
  );

  it(
    'ADS-02 ADS-03 ADS-04 the stat cards are counted over every ad by the shared rules; revenue is what paid ' +
      'ads brought',
    async () => {
      const stats = await call<ReturnType<typeof advertisementStats>>('GET', '/api/advertisements/stats');
      expect(stats.status).toBe(200);
      const all = await ads();
      expect(stats.body).toEqual(advertisementStats(all, new Date()));
      expect(stats.body.total).toBe(all.length);
      expect(stats.body.expiringSoon).toBeGreaterThan(0);
      const paid = all.filter((ad) => ad.payment_status === 'paid');
      expect(stats.body.revenue).toBeCloseTo(
        paid.reduce((sum, ad) => sum + ad.plan.price_usd, 0),
        2,
      );
      expect(stats.body.revenue).toBeLessThan(all.reduce((sum, ad) => sum + ad.plan.price_usd, 0));
    },
  );

  it(
    'ADS-19 the expiration monitor lists active ads ending within 7 days and expired ads, with ' + 'days left',
    async () => {
      const { body } = await call<{
        expiring: (Advertisement & { days_left: number })[];
        expired: (Advertisement & { days_left: number })[];
      }>('GET', '/api/advertisements/expiration');
      expect(body.expiring.length).toBeGreaterThan(0);
      expect(body.expiring.every((ad) => ad.status === 'active' && ad.days_left >= 1 && ad.days_left <= 7)).toBe(true);
      expect(body.expired.map((ad) => ad.title)).toEqual(
        expect.arrayContaining(['Hillside Villa with Pool, Sosúa', 'Apartment near the Malecón, Puerto Plata']),
      );
      expect(body.expired.every((ad) => ad.status === 'expired' && ad.days_left <= 0)).toBe(true);
    },
  );

  it(
    'ADS-15 API-65 Cancel turns an active ad cancelled, audited; a cancelled or expired ad cannot be ' + 'cancelled',
    async () => {
      const target = (await ads()).find((ad) => ad.status === 'active' && ad.end_date) as Advertisement;
      const cancelled = await call<Advertisement>('PATCH', `/api/advertisements/${target.id}/status`, {
        status: 'cancelled',
        version: target.version,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ id: target.id, status: 'cancelled', version: target.version + 1 });
      const again = await call<{ error: string }>('PATCH', `/api/advertisements/${target.id}/status`, {
        status: 'cancelled',
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('Solo se puede cancelar un anuncio activo');
      const audit = await session()
        .server.db.kysely.selectFrom('audit_log')
        .selectAll()
        .where('resource', '=', 'advertising')
        .where('record_id', '=', target.id)
        .execute();
      expect(audit.map((row) => row.action)).toEqual(['update']);
      expect(JSON.parse(String(audit[0].after))).toMatchObject({ status: 'cancelled' });
    },
  );

  it(
    'ADS-16 ADS-18 API-65 Mark as Paid turns pending into paid, checked against the version; refunded ' +
      'cannot be set',
    async () => {
      const pending = (await ads()).find((ad) => ad.payment_status === 'pending') as Advertisement;
      const stale = await call('PATCH', `/api/advertisements/${pending.id}/status`, {
        payment_status: 'paid',
        version: pending.version + 5,
      });
      expect(stale.status).toBe(409);
      const refund = await call('PATCH', `/api/advertisements/${pending.id}/status`, { payment_status: 'refunded' });
      expect(refund.status).toBe(400);
      const paid = await call<Advertisement>('PATCH', `/api/advertisements/${pending.id}/status`, {
        payment_status: 'paid',
        version: pending.version,
      });
      expect(paid.status).toBe(200);
      expect(paid.body.payment_status).toBe('paid');
      expect((await call('PATCH', `/api/advertisements/${pending.id}/status`, { payment_status: 'paid' })).status).toBe(
        400,
      );
      expect((await call('PATCH', '/api/advertisements/99999/status', { payment_status: 'paid' })).status).toBe(404);
      expect((await call('PATCH', `/api/advertisements/${pending.id}/status`, { title: 'x' })).status).toBe(400);
    },
  );

  it(
    'ADS-28 ADS-33 API-67 creates a property ad from {plan_id, property_id}, dated from the plan, active, ' +
      'without payment',
    async () => {
      const premium = await planNamed('Premium');
      const before = Date.now();
      const created = await call<Advertisement>('POST', '/api/property-advertisements', {
        plan_id: premium.id,
        property_id: 6,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        item_type: 'property',
        status: 'active',
        payment_status: 'pending',
        property_id: 6,
        property: { title: created.body.title },
        vehicle: null,
        is_premium: true,
        plan: { name: 'Premium', price_usd: premium.price_usd, duration_days: premium.duration_days },
      });
      const end = Date.parse(created.body.end_date as string);
      expect(end).toBeGreaterThanOrEqual(before + premium.duration_days * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + premium.duration_days * DAY_MS);
      expect(
        Date.parse(created.body.homepage_until as string) - Date.parse(created.body.created_at),
      ).toBeLessThanOrEqual(premium.homepage_days * DAY_MS + 1000);
      const again = await call<{ error: string }>('POST', '/api/property-advertisements', {
        plan_id: premium.id,
        property_id: 6,
      });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('Este artículo ya tiene un anuncio activo');
    },
  );

  it('ADS-33 API-68 creates a vehicle ad; a free plan is paid at once', async () => {
    const free = await planNamed('Free');
    const created = await call<Advertisement>('POST', '/api/vehicle-advertisements', {
      plan_id: free.id,
      vehicle_id: 6,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      item_type: 'vehicle',
      vehicle_id: 6,
      vehicle: { title: created.body.title },
      payment_status: 'paid',
      property: null,
    });
  });

  it('ADS-32 ADS-35 API-67 API-68 failures answer {error}: unknown plan, unknown item, missing fields', async () => {
    const plan = await call<{ error: string; code: string }>('POST', '/api/property-advertisements', {
      plan_id: 9999,
      property_id: 1,
    });
    expect(plan.status).toBe(400);
    expect(plan.body.error).toBe('Selected plan not found');
    expect(plan.body.code).toBe('plan_not_found');
    const basic = await planNamed('Basic');
    const item = await call<{ error: string }>('POST', '/api/vehicle-advertisements', {
      plan_id: basic.id,
      vehicle_id: 9999,
    });
    expect(item.body.error).toBe('Vehículo no encontrado');
    const missing = await call<{ error: string; fields: Record<string, string> }>(
      'POST',
      '/api/property-advertisements',
      { plan_id: basic.id },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('property_id');
    const wrongKey = await call('POST', '/api/property-advertisements', { plan_id: basic.id, vehicle_id: 1 });
    expect(wrongKey.status).toBe(400);
  });

  it('the secretary may neither read nor change advertising', async () => {
    const asSecretary = (method: string, path: string, body?: unknown) =>
      session().server.call(method, path, { cookie: session().secretary, body });
    expect((await asSecretary('GET', '/api/advertisements')).status).toBe(403);
    expect((await asSecretary('GET', '/api/advertisements/stats')).status).toBe(403);
    expect((await asSecretary('PATCH', '/api/advertisements/1/status', { status: 'cancelled' })).status).toBe(403);
    expect((await asSecretary('POST', '/api/property-advertisements', { plan_id: 1, property_id: 1 })).status).toBe(
      403,
    );
    expect((await asSecretary('GET', '/api/advertising-plans')).status).toBe(403);
  });

  it('ADS-17 the periodic job expires ads whose end date passes, with no read needed', async () => {
    const { kysely } = session().server.db;
    const target = (await ads()).find((ad) => ad.status === 'active' && ad.end_date) as Advertisement;
    await kysely
      .updateTable('advertisements')
      .set({ end_date: inDays(-0.001) })
      .where('id', '=', target.id)
      .execute();
    const app = Fastify();
    startExpiryJob(app, kysely, 20);
    // The job's turns come every 20 ms; on a loaded machine the first may come late, so wait for it, not a fixed time.
    await vi.waitFor(
      async () => {
        const row = await kysely
          .selectFrom('advertisements')
          .select('status')
          .where('id', '=', target.id)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('expired');
      },
      { timeout: 10_000, interval: 20 },
    );
    await app.close();
    expect(await expireEndedAds(kysely)).toBe(0);
  });

  it(
    'API-66 API-69 API-70 API-71 API-72 PLAN-06 PLAN-07 PLAN-08 PLAN-09 PLAN-10 plans: listed, created with ' +
      'the defaults, updated and deleted on the one API base',
    async () => {
      const listed = await plans();
      expect(listed.map((plan) => plan.name)).toEqual(['Free', 'Basic', 'Featured', 'Premium']);
      const created = await call<AdPlan>('POST', '/api/advertising-plans', { name: 'Weekend' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        duration_days: 30,
        price_usd: 0,
        max_photos: 5,
        success_rate: 'Standard visibility',
        is_active: true,
      });
      const updated = await call<AdPlan>('PUT', `/api/advertising-plans/${created.body.id}`, {
        ...created.body,
        price_usd: 12.5,
      });
      expect(updated.body.price_usd).toBe(12.5);
      expect(
        (await call('PUT', `/api/advertising-plans/${created.body.id}`, { ...created.body, price_usd: 1 })).status,
      ).toBe(409);
      expect((await call('POST', '/api/advertising-plans', { name: 'Bad', price_usd: 1.234 })).status).toBe(400);
      expect((await call('DELETE', `/api/advertising-plans/${created.body.id}`)).status).toBe(200);
      expect((await plans()).map((plan) => plan.id)).not.toContain(created.body.id);
    },
  );
});

const manyAds = Array.from({ length: 45 }, (_, index) => ({
  title: `Listing ${String(index + 1).padStart(2, '0')}`,
  item_type: index % 2 ? ('vehicle' as const) : ('property' as const),
  end_date: inDays(index + 1),
  plan_name: 'Basic',
  plan: {
    name: 'Basic',
    price_usd: 9.99,
    duration_days: 30,
    is_featured: false,
    is_premium: false,
    featured_days: 0,
    homepage_days: 0,
    max_photos: 8,
  },
}));

describeEachDatabase(
  'advertising API paging',
  (session) => {
    const call = <T>(path: string) => session().server.call<T>('GET', path, { cookie: session().owner });

    it('ADS-12 API-64 pages of 20 by default, with the total and the number of pages', async () => {
      const first = await call<LegacyPage>('/api/advertisements?page=1&sort_by=title&sort_order=asc');
      expect(first.body.advertisements).toHaveLength(20);
      expect(first.body).toMatchObject({ total: 45, page: 1, per_page: 20, total_pages: 3 });
      expect(first.body.advertisements[0].title).toBe('Listing 01');
      const last = await call<LegacyPage>('/api/advertisements?page=3&sort_by=title&sort_order=asc');
      expect(last.body.advertisements.map((ad) => ad.title)).toEqual([
        'Listing 41',
        'Listing 42',
        'Listing 43',
        'Listing 44',
        'Listing 45',
      ]);
      const protocol = await call<Advertisement[]>('/api/advertisements?range=[40,59]&sort=["title","ASC"]');
      expect(protocol.headers.get('content-range')).toBe('advertisements 40-44/45');
      expect((await call('/api/advertisements?page=0')).status).toBe(400);
    });
  },
  { data: { ...demoData(), advertising: manyAds } },
);
