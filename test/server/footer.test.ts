import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { FOOTER_DEFAULTS, type FooterContent } from '../../src/domain/footer';
import { es } from '../../src/i18n/features';

type Footer = FooterContent & { id?: number; version: number };

describeEachDatabase('footer API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it('API-45 FOOT-03 anyone reads the footer: every field, the defaults before the first save, no id yet', async () => {
    const { status, body } = await session().server.call<Footer>('GET', '/api/footer-content');
    expect(status).toBe(200);
    expect(body).toEqual({ ...FOOTER_DEFAULTS, version: 0 });
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'company_name',
        'tagline',
        'description',
        'address',
        'phone',
        'phone2',
        'email',
        'email2',
        'facebook_url',
        'instagram_url',
        'whatsapp_url',
        'copyright_text',
        'hours_service',
        'quick_links',
        'cruise_ports',
        'airports',
        'hotels_resorts',
        'trust_indicators',
        'bottom_links',
      ]),
    );
  });

  it(
    'API-47 API-46 FOOT-07 POST saves the first footer and answers its id; then PUT /{id} saves the whole ' +
      'object, versioned',
    async () => {
      const first = await asOwner<Footer>('POST', '/api/footer-content', { ...FOOTER_DEFAULTS, tagline: 'Taxi 24/7' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ tagline: 'Taxi 24/7', version: 1 });
      const id = first.body.id!;
      expect(id).toBeGreaterThan(0);
      expect((await session().server.call<Footer>('GET', '/api/footer-content')).body).toEqual(first.body);

      const second = await asOwner<Footer>('PUT', `/api/footer-content/${id}`, {
        ...first.body,
        cruise_ports: ['Amber Cove'],
        quick_links: [{ text: 'FAQ', url: '/faq' }],
      });
      expect(second.body).toMatchObject({
        id,
        cruise_ports: ['Amber Cove'],
        quick_links: [{ text: 'FAQ', url: '/faq' }],
        version: 2,
      });
      expect((await asOwner('PUT', `/api/footer-content/${id}`, { ...first.body })).status).toBe(409);
      expect((await asOwner('PUT', `/api/footer-content/${id + 100}`, { ...second.body })).status).toBe(404);
    },
  );

  it(
    'FOOT-04 URL fields take a site path or an http(s) address, email fields an email; a bad one ' + 'saves nothing',
    async () => {
      const before = (await asOwner<Footer>('GET', '/api/footer-content')).body;
      const refused = await asOwner<{ fields: Record<string, string> }>('POST', '/api/footer-content', {
        ...FOOTER_DEFAULTS,
        facebook_url: 'javascript:alert(1)',
        email: 'reservas-at-epcontrol',
        quick_links: [{ text: 'Tours', url: 'ftp://x' }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toMatchObject({
        facebook_url: es.ep.validation.link,
        email: 'Introduce un email válido',
      });
      expect(Object.keys(refused.body.fields)).toContain('quick_links.0.url');
      expect((await asOwner<Footer>('GET', '/api/footer-content')).body).toEqual(before);
      const blanks = await asOwner<Footer>('POST', '/api/footer-content', {
        ...FOOTER_DEFAULTS,
        email2: '',
        instagram_url: '',
      });
      expect(blanks.status).toBe(200);
    },
  );

  it('API-48 FOOT-10 POST /api/init-footer-content with no body restores the defaults; owner only', async () => {
    const { server, secretary } = session();
    expect((await server.call('POST', '/api/init-footer-content', { cookie: secretary })).status).toBe(403);
    expect(
      (await server.call('PUT', '/api/footer-content/1', { cookie: secretary, body: FOOTER_DEFAULTS })).status,
    ).toBe(403);
    const restored = await asOwner<Footer>('POST', '/api/init-footer-content');
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject(FOOTER_DEFAULTS);
    expect((await server.call<Footer>('GET', '/api/footer-content')).body).toEqual(restored.body);
  });
});
