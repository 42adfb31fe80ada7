import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { es } from '../../src/i18n/features';

/** The server answers the Spanish catalog's words for the link rule. */
const LINK_MESSAGE = es.ep.validation.link;

type Row = Record<string, unknown> & { id: number; version: number };
const SPOOFED = 'foto\u202Egnp.exe';
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

describeEachDatabase('data that stays true: names and SEO links', (session) => {
  const call = <T = Row>(method: string, path: string, body?: unknown, cookie: string | undefined = session().owner) =>
    session().server.call<T>(method, path, { cookie, body });

  it(
    'SECURITY bidirectional controls are stripped from names and titles of every resource, staff and public ' +
      'writes alike',
    async () => {
      const page = await call('POST', '/api/pages', { title: SPOOFED });
      expect([page.status, page.body.title]).toEqual([201, 'fotognp.exe']);
      const renamed = await call('PUT', `/api/pages/${page.body.id}`, {
        title: `\u2067Inicio\u2069 ${SPOOFED}`,
        version: page.body.version,
      });
      expect(renamed.body.title).toBe('Inicio fotognp.exe');
      const link = await call('POST', '/api/navigation', { name: `Escríbenos\u202E`, url: '/contacto' });
      expect([link.status, link.body.name]).toEqual([201, 'Escríbenos']);
      const message = await call(
        'POST',
        '/api/contact',
        { nombre: `Ana\u200F ${SPOOFED}`, email: 'ana@example.com', mensaje: 'Hola\u061C' },
        undefined,
      );
      expect(message.status).toBe(201);
      const stored = (await call<Row>('GET', `/api/contact/${message.body.id}`)).body;
      expect([stored.nombre, stored.mensaje]).toEqual(['Ana fotognp.exe', 'Hola']);
      const entry = await call('POST', '/api/seo', { title: `SEO\u202D ${SPOOFED}`, slug: 'bidi-entry' });
      expect(entry.body.title).toBe('SEO fotognp.exe');
      for (const row of [renamed.body, link.body, stored, entry.body]) expect(JSON.stringify(row)).not.toMatch(BIDI);
    },
  );

  it(
    'SECURITY javascript: is refused in og_image, favicon, sitemap_url, canonical_url and an SEO entry image; ' +
      'nothing is stored',
    async () => {
      const before = (await call('GET', '/api/seo-general')).body;
      for (const field of ['og_image', 'favicon', 'sitemap_url', 'canonical_url']) {
        const answer = await call<{ fields: Record<string, string> }>('PUT', '/api/seo-general', {
          [field]: 'javascript:alert(document.cookie)',
        });
        expect([field, answer.status, answer.body.fields]).toEqual([field, 400, { [field]: LINK_MESSAGE }]);
      }
      expect((await call('GET', '/api/seo-general')).body).toEqual(before);
      const entry = await call<{ fields: Record<string, string> }>('POST', '/api/seo', {
        title: 'Bad',
        slug: 'bad-image',
        image: 'javascript:alert(1)',
      });
      expect([entry.status, entry.body.fields]).toEqual([400, { image: LINK_MESSAGE }]);
      const good = await call('PUT', '/api/seo-general', {
        og_image: '/media/og.jpg',
        sitemap_url: 'https://eppuertoplata.com/sitemap.xml',
      });
      expect(good.status).toBe(200);
    },
  );
});
