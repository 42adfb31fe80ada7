import { expect, it } from 'vitest';
import { BUSINESS_NAME } from '../../src/domain/business';
import { describeEachDatabase } from './support/testServer';

/** Every name the business went by before it had one (issue 43). */
const OTHER_NAMES = [/EP Control/, /EP Taxi (&|&amp;) Tours Puerto Plata/, /EP Tours (&|&amp;) Transfers Puerto Plata/];

describeEachDatabase('the business name', (session) => {
  const page = async (path: string) => (await fetch(`${session().server.url}${path}`)).text();

  it(
    'PUBLIC the public pages, their JSON-LD and the seeded content name the business only by its ' + 'site name',
    async () => {
      const { server, owner } = session();
      const listings = await server.call<{ owner_name: string }[]>('GET', '/api/properties', { cookie: owner });
      const seo = await server.call<{ h1: string; slug: string }[]>('GET', '/api/seo', { cookie: owner });
      const texts = [
        await page('/'),
        await page('/about'),
        await page('/privacy-policy'),
        await page('/terms-of-service'),
        JSON.stringify(listings.body),
        JSON.stringify(seo.body),
      ];
      for (const text of texts) for (const other of OTHER_NAMES) expect(text).not.toMatch(other);
      const home = texts[0];
      expect(home).toContain(`"name":"${BUSINESS_NAME}"`);
      expect(home).toContain('EP Puerto Plata Taxi &amp; Tours');
      expect(texts[2]).toMatch(/EP Puerto Plata Taxi (&|&amp;) Tours collects only/);
    },
  );
});
