import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../src/admin/providers/dataProvider';
import { FOOTER_DEFAULTS } from '../../../src/domain/footer';
import { fakeFetch } from '../providers/fakeFetch';

afterEach(() => vi.unstubAllGlobals());

describe('footer, policies and About Us calls', () => {
  it(
    'FOOT-06 FOOT-07 the footer is read from GET /api/footer-content and saved whole with POST until it has an ' +
      'id, then PUT /api/footer-content/{id}',
    async () => {
      const calls = fakeFetch({
        'GET /api/footer-content': { body: { ...FOOTER_DEFAULTS, version: 0 } },
        'POST /api/footer-content': { body: { id: 4, ...FOOTER_DEFAULTS, version: 1 } },
        'PUT /api/footer-content/4': { body: { id: 4, ...FOOTER_DEFAULTS, version: 2 } },
      });
      const provider = createDataProvider();
      const { data } = await provider.getSingleton<Record<string, unknown>>('footer');
      const first = await provider.putSingleton('footer', data);
      await provider.putSingleton('footer', first.data);
      expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
        'GET /api/footer-content',
        'POST /api/footer-content',
        'PUT /api/footer-content/4',
      ]);
      expect(calls[1].body).toEqual({ ...FOOTER_DEFAULTS, version: 0 });
      expect(calls[2].body).toEqual({ id: 4, ...FOOTER_DEFAULTS, version: 1 });
    },
  );

  it(
    'FOOT-10 POL-06 ABOUT-01 Initialize Default Content and Initialize Policies post with no body; About Us is ' +
      'PUT whole',
    async () => {
      const calls = fakeFetch({
        'POST /api/init-footer-content': { body: { id: 1, ...FOOTER_DEFAULTS, version: 3 } },
        'POST /api/init-policies': { body: [] },
        'PUT /api/about-us': { body: { content: '<p>x</p>', version: 1 } },
      });
      const provider = createDataProvider();
      await provider.initFooter();
      await provider.initPolicies();
      await provider.putSingleton('about', { content: '<p>x</p>', version: 0 });
      expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
        ['POST', '/api/init-footer-content', undefined],
        ['POST', '/api/init-policies', undefined],
        ['PUT', '/api/about-us', { content: '<p>x</p>', version: 0 }],
      ]);
    },
  );
});
