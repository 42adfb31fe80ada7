import { expect, it } from 'vitest';
import { DEFAULT_CHECKLIST, healthPercentage, siteTitleVerdict } from '../../src/domain/seo/checklist';
import { describeEachDatabase } from './support/testServer';

type Entry = {
  id: number;
  version: number;
  title: string;
  slug: string;
  last_update: string;
  index_status: string;
  h2: string[];
};
type Checklist = { data: string; health_percentage: number; version: number };
const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

describeEachDatabase('SEO area', (session) => {
  it(
    'SEO-12 SEO-14 API-31 API-32 API-33 API-34 entries are created with an id, stamped by the server, edited ' +
      'and deleted by the owner only',
    async () => {
      const { server, owner, secretary } = session();
      const body = {
        type: 'post',
        title: 'Damajagua waterfalls',
        slug: 'blog/damajagua',
        description: 'Las 27 cascadas',
        h2: ['Cómo llegar'],
        last_update: '1999-01-01',
      };
      expect((await server.call('POST', '/api/seo', { cookie: secretary, body })).status).toBe(403);
      const created = await server.call<Entry>('POST', '/api/seo', { cookie: owner, body });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: expect.any(Number), index_status: 'pendiente', h2: ['Cómo llegar'] });
      expect(created.body.last_update).not.toBe('1999-01-01');
      expect(Date.parse(created.body.last_update)).toBeGreaterThan(Date.now() - 60_000);
      const edited = await server.call<Entry>('PUT', `/api/seo/${created.body.id}`, {
        cookie: owner,
        body: { index_status: 'indexado', version: created.body.version },
      });
      expect(edited.body).toMatchObject({ index_status: 'indexado', version: created.body.version + 1 });
      const list = await server.call<Entry[]>('GET', '/api/seo');
      expect(list.body.map(({ slug }) => slug)).toContain('blog/damajagua');
      expect((await server.call('DELETE', `/api/seo/${created.body.id}`, { cookie: owner })).status).toBe(200);
    },
  );

  it('SEO-16 SEO-18 title and slug are required, a slug is unique, and errors answer under the fields', async () => {
    const { server, owner } = session();
    const missing = await server.call<{ fields: Record<string, string> }>('POST', '/api/seo', {
      cookie: owner,
      body: { title: '', slug: '' },
    });
    expect([missing.status, missing.body.fields]).toEqual([
      400,
      { title: 'Título y slug son obligatorios', slug: 'Título y slug son obligatorios' },
    ]);
    await server.call('POST', '/api/seo', { cookie: owner, body: { title: 'Ocean World', slug: 'ocean-world' } });
    const clash = await server.call<{ fields: Record<string, string> }>('POST', '/api/seo', {
      cookie: owner,
      body: { title: 'Otra', slug: 'Ocean-World' },
    });
    expect(clash.status).toBe(400);
    const again = await server.call<{ fields: Record<string, string> }>('POST', '/api/seo', {
      cookie: owner,
      body: { title: 'Otra', slug: 'ocean-world' },
    });
    expect([again.status, again.body.fields]).toEqual([400, { slug: 'Ya existe una entrada SEO con este slug' }]);
  });

  it('SEO-15 the public site reads the SEO of a page by its slug, without a session', async () => {
    const { server, owner } = session();
    await server.call('POST', '/api/seo', {
      cookie: owner,
      body: { title: 'Cable car', slug: 'teleferico', description: 'Pico Isabel de Torres' },
    });
    const found = await server.call<Entry[]>('GET', `/api/seo?${filter({ slug: 'teleferico' })}`);
    expect([found.status, found.body.map(({ title }) => title)]).toEqual([200, ['Cable car']]);
  });

  it(
    'SEO-22 API-29 API-30 the global SEO answers every field with its defaults, and the owner ' + 'saves it whole',
    async () => {
      const { server, owner, secretary } = session();
      const initial = await server.call<Record<string, unknown>>('GET', '/api/seo-general');
      expect(Object.keys(initial.body).sort()).toEqual(
        [
          'analytics_id',
          'author',
          'canonical_url',
          'copyright_text',
          'facebook_pixel',
          'favicon',
          'geo_location',
          'language',
          'meta_keywords',
          'og_image',
          'robots_txt',
          'site_description',
          'site_title',
          'sitemap_url',
          'tag_manager_id',
          'twitter_card',
          'version',
        ].sort(),
      );
      expect(initial.body.twitter_card).toBe('summary');
      expect(
        (await server.call('PUT', '/api/seo-general', { cookie: secretary, body: { site_title: 'x' } })).status,
      ).toBe(403);
      const saved = await server.call<Record<string, unknown>>('PUT', '/api/seo-general', {
        cookie: owner,
        body: { ...initial.body, site_title: 'EP Tours Puerto Plata' },
      });
      expect(saved.body).toMatchObject({
        site_title: 'EP Tours Puerto Plata',
        version: Number(initial.body.version) + 1,
      });
      expect(
        (await server.call('PUT', '/api/seo-general', { cookie: owner, body: { twitter_card: 'huge' } })).status,
      ).toBe(400);
    },
  );

  it(
    'SEO-26 SEO-28 SEO-29 API-35 API-36 DASH-05 the checklist answers {data, health_percentage}; a save is the ' +
      'items as JSON text, scored by the server',
    async () => {
      const { server, owner, secretary } = session();
      const initial = await server.call<Checklist>('GET', '/api/seo-checklist', { cookie: owner });
      const items = JSON.parse(initial.body.data) as { label: string; status: string; value?: string }[];
      // The structured-data item is what the public pages carry (issue 40): the demo's home and tours carry both;
      // the site title item is Site SEO General's title (issue 43).
      const general = await server.call<{ site_title: string }>('GET', '/api/seo-general', { cookie: owner });
      const served = DEFAULT_CHECKLIST.map((item) =>
        item.label.startsWith('Datos estructurados')
          ? { ...item, status: 'ok', editable: false }
          : item.label.startsWith('Título del sitio')
            ? { ...item, status: siteTitleVerdict(general.body.site_title).status, editable: false }
            : item,
      );
      expect(items.map(({ value: _value, ...item }) => item)).toEqual(served.map(({ value: _value, ...item }) => item));
      expect(initial.body.health_percentage).toBe(healthPercentage(served as never));
      expect((await server.call('GET', '/api/seo-checklist', { cookie: secretary })).status).toBe(403);
      const cycled = items.map((item, index) => (index === 1 ? { ...item, status: 'ok' } : item));
      const saved = await server.call<Checklist>('PUT', '/api/seo-checklist', {
        cookie: owner,
        body: { data: JSON.stringify(cycled), version: initial.body.version },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.health_percentage).toBe(healthPercentage(cycled as never));
      expect(JSON.parse(saved.body.data)[1].status).toBe('ok');
      const stale = await server.call('PUT', '/api/seo-checklist', {
        cookie: owner,
        body: { data: JSON.stringify(items), version: initial.body.version },
      });
      expect(stale.status).toBe(409);
      for (const data of ['not json', JSON.stringify([{ label: 'x', status: 'great' }]), JSON.stringify([])]) {
        expect([
          data,
          (await server.call('PUT', '/api/seo-checklist', { cookie: owner, body: { data } })).status,
        ]).toEqual([data, 400]);
      }
    },
  );

  it(
    "SEO-10 an entry's history comes from the audit trail, and restoring an older state is itself a versioned, " +
      'audited write',
    async () => {
      const { server, owner } = session();
      const created = await server.call<Entry>('POST', '/api/seo', {
        cookie: owner,
        body: { title: 'City tour', slug: 'city-tour', description: 'v1' },
      });
      const v2 = await server.call<Entry>('PUT', `/api/seo/${created.body.id}`, {
        cookie: owner,
        body: { description: 'v2', version: created.body.version },
      });
      const history = await server.call<{ action: string; after: Entry }[]>(
        'GET',
        `/api/audit?${filter({ resource: 'seo-entries', record_id: created.body.id })}&sort=` +
          `${encodeURIComponent('["id","DESC"]')}`,
        { cookie: owner },
      );
      expect(history.body.map(({ action }) => action)).toEqual(['update', 'create']);
      const first = history.body[1].after;
      const restored = await server.call<Entry>('PUT', `/api/seo/${created.body.id}`, {
        cookie: owner,
        body: { description: (first as unknown as { description: string }).description, version: v2.body.version },
      });
      expect(restored.body).toMatchObject({ description: 'v1', version: v2.body.version + 1 });
      const late = await server.call('PUT', `/api/seo/${created.body.id}`, {
        cookie: owner,
        body: { description: 'v1', version: v2.body.version },
      });
      expect(late.status).toBe(409);
    },
  );

  it("SEO-26 SEO-29 the site title item is Site SEO General's title: not ok while that title is empty", async () => {
    const { server, owner } = session();
    const titleItem = async () => {
      const answer = await server.call<Checklist>('GET', '/api/seo-checklist', { cookie: owner });
      const items = JSON.parse(answer.body.data) as { label: string; status: string; value: string }[];
      return items.find((item) => item.label.startsWith('Título del sitio'));
    };
    const retitle = async (site_title: string) => {
      const general = await server.call<{ version: number }>('GET', '/api/seo-general', { cookie: owner });
      const saved = await server.call('PUT', '/api/seo-general', {
        cookie: owner,
        body: { site_title, version: general.body.version },
      });
      expect(saved.status).toBe(200);
    };
    await retitle('');
    expect(await titleItem()).toMatchObject({ status: 'error', value: '', editable: false });
    const title = 'EP Puerto Plata Taxi & Tours: traslados y excursiones';
    await retitle(title);
    expect(await titleItem()).toMatchObject({ status: 'ok', value: title });
    await retitle('EP Tours');
    expect(await titleItem()).toMatchObject({ status: 'warn', value: 'EP Tours' });
  });
});
