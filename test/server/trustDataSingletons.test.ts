import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { FOOTER_DEFAULTS } from '../../src/domain/footer';

type Saved = Record<string, unknown> & { version: number; id?: number };

describeEachDatabase('data that stays true: singletons', (session) => {
  const call = <T = Saved>(method: string, path: string, options: { body?: unknown; raw?: string } = {}) =>
    session().server.call<T>(method, path, { cookie: session().owner, ...options });

  it('DATA a save of only site_title changes the title and keeps analytics_id and every other field', async () => {
    const full = await call('PUT', '/api/seo-general', {
      body: { site_title: 'EP Tours', analytics_id: 'G-12345', author: 'EP', robots_txt: 'User-agent: *' },
    });
    expect(full.status).toBe(200);
    const partial = await call('PUT', '/api/seo-general', {
      body: { site_title: 'EP Taxi & Tours', version: full.body.version },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toEqual({ ...full.body, site_title: 'EP Taxi & Tours', version: full.body.version + 1 });
    expect((await call('GET', '/api/seo-general')).body).toEqual(partial.body);
  });

  it(
    "DATA a footer save of only the tagline keeps the footer's phone; a bad field in a partial save " +
      'stores nothing',
    async () => {
      const first = await call('POST', '/api/footer-content', {
        body: { ...FOOTER_DEFAULTS, phone: '+1 809 555 7777' },
      });
      expect(first.status).toBe(200);
      const partial = await call('PUT', `/api/footer-content/${first.body.id}`, {
        body: { tagline: 'Taxi 24/7', version: first.body.version },
      });
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({
        tagline: 'Taxi 24/7',
        phone: '+1 809 555 7777',
        company_name: FOOTER_DEFAULTS.company_name,
      });
      const refused = await call<{ fields: Record<string, string> }>('PUT', `/api/footer-content/${first.body.id}`, {
        body: { phone: 'call me' },
      });
      expect([refused.status, Object.keys(refused.body.fields)]).toEqual([400, ['phone']]);
      expect((await call('GET', '/api/footer-content')).body).toEqual(partial.body);
    },
  );

  it('DATA a body of null, an array, a string or a number is refused with 400 and changes nothing', async () => {
    const before = (await call('GET', '/api/header-settings')).body;
    for (const raw of ['null', '[]', '"x"', '5', 'true']) {
      for (const [method, path] of [
        ['PUT', '/api/header-settings'],
        ['PUT', '/api/seo-general'],
        ['POST', '/api/sales-rentals-visibility'],
        ['POST', '/api/footer-content'],
      ]) {
        const answer = await call<{ error: string }>(method, path, { raw });
        expect([raw, method, path, answer.status]).toEqual([raw, method, path, 400]);
      }
    }
    expect((await call('GET', '/api/header-settings')).body).toEqual(before);
  });

  it('DATA eight concurrent first saves of a singleton: one wins, the other seven answer 409, never 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('PUT', '/api/header-settings', { body: { siteName: `Sitio ${index}`, version: 0 } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await call('GET', '/api/header-settings')).body).toEqual(winner.body);
    expect(winner.body.version).toBe(1);
  });

  it('DATA concurrent first saves that send no version never answer 500; what is stored is one of them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/api/sales-rentals-visibility', { body: { visible: index % 2 === 0 } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const stored = (await call('GET', '/api/sales-rentals-visibility')).body;
    expect(answers.filter((answer) => answer.status === 200).map((answer) => answer.body)).toContainEqual(stored);
  });
});
