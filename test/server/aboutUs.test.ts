import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { ABOUT_DEFAULT_CONTENT } from '../../src/domain/aboutUs';
import { es } from '../../src/i18n/features';

type About = { content: string; version: number };

describeEachDatabase('About Us API', (session) => {
  const asOwner = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'API-77 ABOUT-03 PUB-02 anyone reads the About Us content (HTML text); a fresh site has the ' + "business's own",
    async () => {
      const { status, body } = await session().server.call<About>('GET', '/api/about-us');
      expect([status, body]).toEqual([200, { content: ABOUT_DEFAULT_CONTENT, version: 0 }]);
    },
  );

  it('API-78 ABOUT-01 PUT {content} saves the HTML, sanitized on the server', async () => {
    const saved = await asOwner<About>('PUT', '/api/about-us', {
      content: '<h2>Quiénes somos</h2><p onclick="x()">Choferes de Puerto Plata</p><script>alert(1)</script>',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toBe('<h2>Quiénes somos</h2><p>Choferes de Puerto Plata</p>');
    expect((await session().server.call<About>('GET', '/api/about-us')).body).toEqual(saved.body);
  });

  it(
    'ABOUT-02 content is required: empty, or nothing left once sanitized, is refused and ' + 'changes nothing',
    async () => {
      const before = (await asOwner<About>('GET', '/api/about-us')).body;
      for (const content of ['', '   ', '<script>alert(1)</script>']) {
        const refused = await asOwner<{ fields: Record<string, string> }>('PUT', '/api/about-us', { content });
        expect(refused.status).toBe(400);
        expect(refused.body.fields).toEqual({ content: es.ep.site.about.required });
      }
      expect((await asOwner<About>('GET', '/api/about-us')).body).toEqual(before);
    },
  );

  it('ABOUT-01 only the owner saves About Us', async () => {
    const { server, secretary } = session();
    expect(
      (await server.call('PUT', '/api/about-us', { cookie: secretary, body: { content: '<p>x</p>' } })).status,
    ).toBe(403);
    expect((await server.call('PUT', '/api/about-us', { body: { content: '<p>x</p>' } })).status).toBe(401);
  });
});
