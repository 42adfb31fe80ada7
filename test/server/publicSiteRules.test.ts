import { describe, expect, it } from 'vitest';
import { parsePublicUrl } from '../../src/server/config';
import { localPath, splitLanguage } from '../../src/server/routes/public-site/context';
import { robotsTxt } from '../../src/server/routes/public-site/seoFiles';
import { ldTypes, structuredDataVerdict } from '../../src/server/routes/public-site/structuredCheck';
import { analyticsIds, analyticsPolicy } from '../../src/server/routes/public-site/analytics';
import { seoGeneral } from '../../src/domain/seo/seoGeneral';

describe('the public site’s rules', () => {
  it(
    'PUBLIC PUBLIC_URL is an origin; unset, the site names itself on localhost; a path or another scheme ' +
      'is refused',
    () => {
      expect(parsePublicUrl('https://eppuertoplata.com/', 8080)).toBe('https://eppuertoplata.com');
      expect(parsePublicUrl('', 8080)).toBe('http://localhost:8080');
      expect(() => parsePublicUrl('https://eppuertoplata.com/site', 8080)).toThrow(/PUBLIC_URL/);
      expect(() => parsePublicUrl('ftp://eppuertoplata.com', 8080)).toThrow(/PUBLIC_URL/);
    },
  );

  it('PUBLIC the default language is unprefixed, the others under /en, /fr or /es', () => {
    expect(localPath('es', 'es', '/blog')).toBe('/blog');
    expect(localPath('fr', 'es', '/blog')).toBe('/fr/blog');
    expect(localPath('en', 'es', '/')).toBe('/en');
    expect(localPath('es', 'en', '/')).toBe('/es');
    expect(splitLanguage('/fr/blog/post')).toEqual({ asked: 'fr', pagePath: '/blog/post' });
    expect(splitLanguage('/en')).toEqual({ asked: 'en', pagePath: '/' });
    expect(splitLanguage('/english-tours')).toEqual({ pagePath: '/english-tours' });
  });

  it('PUBLIC robots.txt is the owner’s text naming the sitemap; untouched, it closes the admin and the API', () => {
    expect(robotsTxt('User-agent: *\nAllow: /', 'https://x.com/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /ep-control/\nDisallow: /api/\n\nSitemap: https://x.com/sitemap.xml\n',
    );
    expect(robotsTxt('User-agent: *\nSitemap: https://x.com/s.xml', 'https://x.com/sitemap.xml')).toBe(
      'User-agent: *\nSitemap: https://x.com/s.xml\n',
    );
  });

  it('PUBLIC the checklist’s structured-data verdict is what the pages carry', () => {
    const page = '<script type="application/ld+json">{"@type":["TravelAgency","LocalBusiness"]}</script>';
    expect(ldTypes(page)).toEqual(['TravelAgency', 'LocalBusiness']);
    expect(ldTypes('<script type="application/ld+json">{broken</script>')).toEqual([]);
    expect(structuredDataVerdict(['LocalBusiness'], ['TouristTrip']).status).toBe('ok');
    expect(structuredDataVerdict(['LocalBusiness'], null).status).toBe('warn');
    expect(structuredDataVerdict([], []).status).toBe('error');
  });

  it('PUBLIC an analytics id is taken only in its vendor’s shape, and the CSP opens for the vendors set alone', () => {
    const seo = seoGeneral.schema.parse({});
    expect(analyticsIds({ ...seo, analytics_id: "G-1');alert(1)//" }).ga).toBe('');
    expect(analyticsPolicy(seo)).toBeUndefined();
    const pixel = analyticsPolicy({ ...seo, facebook_pixel: '1234567890' })!;
    expect(pixel).toContain("script-src 'self' https://connect.facebook.net");
    expect(pixel).not.toContain('google');
  });
});
