import { SITE_LANGUAGES, type SiteLanguage } from './words';
import { localPath } from './context';

/** The default robots.txt: the site open, the admin and the API closed to crawlers. */
export const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /ep-control/\nDisallow: /api/';
/** What the SEO area saved before anyone edited it: treated as unset, so a new site gets the default above. */
const UNEDITED_ROBOTS = 'User-agent: *\nAllow: /';

/** robots.txt: the owner's text (or the default) and the sitemap's address, unless the text names one already. */
export function robotsTxt(saved: string, sitemapUrl: string): string {
  const text = saved.trim() === '' || saved.trim() === UNEDITED_ROBOTS ? DEFAULT_ROBOTS : saved.trim();
  return /^sitemap:/im.test(text) ? `${text}\n` : `${text}\n\nSitemap: ${sitemapUrl}\n`;
}

export interface SitemapPage {
  path: string;
  lastmod?: string;
}

const xml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

/** Every page in every language, each with its other languages as alternates. */
export function sitemapXml(origin: string, defaultLang: SiteLanguage, pages: SitemapPage[]): string {
  const url = (lang: SiteLanguage, path: string) => `${origin}${localPath(lang, defaultLang, path)}`;
  const entries = pages.flatMap((page) =>
    SITE_LANGUAGES.map(
      (lang) =>
        `<url><loc>${xml(url(lang, page.path))}</loc>${
          page.lastmod
            ? `<lastmod>${xml(page.lastmod.slice(0, 10))}\
` + `</lastmod>`
            : ''
        }${SITE_LANGUAGES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${xml(url(other, page.path))}"/>`,
        ).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${xml(url(defaultLang, page.path))}"/></url>`,
    ),
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ` +
    `xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`
  );
}
