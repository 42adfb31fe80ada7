import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Advertisement } from '../../src/domain/advertisements';
import type { AdPlan } from '../../src/domain/adPlans';

type Row = Record<string, unknown> & { id: number; version: number };

const LISTINGS = {
  property: {
    resource: 'properties',
    key: 'property_id',
    body: { title: 'Villa con anuncio', price: 250000, location: 'Sosúa', type: 'sale', status: 'active' },
  },
  vehicle: {
    resource: 'vehicles',
    key: 'vehicle_id',
    body: {
      title: 'Jeep con anuncio',
      price: 21000,
      location: 'Cabarete',
      brand: 'Jeep',
      model: 'Wrangler',
      year: 2021,
      type: 'sale',
      status: 'active',
    },
  },
} as const;

describeEachDatabase('data that stays true: a deleted listing ends its ads', (session) => {
  const call = <T = Row>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });

  for (const [type, { resource, key, body }] of Object.entries(LISTINGS)) {
    it(
      `DATA deleting a ${type} cancels its active ad (versioned, audited), and the delete dialog's count says ` +
        `how many it ends`,
      async () => {
        const listing = await call('POST', `/api/${resource}`, body);
        expect(listing.status).toBe(201);
        const [plan] = (await call<AdPlan[]>('GET', '/api/advertising-plans')).body.filter((entry) => entry.is_active);
        const ad = await call<Advertisement>('POST', `/api/${type}-advertisements`, {
          plan_id: plan.id,
          [key]: listing.body.id,
        });
        expect([ad.status, ad.body.status]).toEqual([201, 'active']);

        expect((await call(`GET`, `/api/${resource}/${listing.body.id}/ads`)).body).toEqual({ active: 1 });
        expect(
          (await call('GET', `/api/${resource}/${listing.body.id}/ads`, undefined, session().secretary)).status,
        ).toBe(403);
        const activeBefore = (await call<{ active: number }>('GET', '/api/advertisements/stats')).body.active;

        expect((await call('DELETE', `/api/${resource}/${listing.body.id}`)).status).toBe(200);
        const ended = (await call<Advertisement>('GET', `/api/advertisements/${ad.body.id}`)).body;
        expect(ended).toMatchObject({ status: 'cancelled', version: ad.body.version + 1 });
        expect((await call<{ active: number }>('GET', '/api/advertisements/stats')).body.active).toBe(activeBefore - 1);
        expect((await call(`GET`, `/api/${resource}/${listing.body.id}/ads`)).body).toEqual({ active: 0 });
        const trail = (
          await call<{ action: string; record_id: number; after: { status: string } }[]>(
            'GET',
            `/api/audit?filter=` +
              `${encodeURIComponent(JSON.stringify({ resource: 'advertising', record_id: ad.body.id }))}`,
          )
        ).body;
        expect(trail.map((entry) => [entry.action, entry.after?.status])).toContainEqual(['update', 'cancelled']);
      },
    );
  }

  it('DATA a listing without ads, or whose ads already ended, deletes with nothing to end', async () => {
    const listing = await call('POST', '/api/properties', LISTINGS.property.body);
    expect((await call('GET', `/api/properties/${listing.body.id}/ads`)).body).toEqual({ active: 0 });
    expect((await call('DELETE', `/api/properties/${listing.body.id}`)).status).toBe(200);
    expect((await call('GET', '/api/properties/999999/ads')).body).toEqual({ active: 0 });
  });
});
