import type { SeoEntry } from '../../../domain/seo/seoEntries';
import { isSafeLink } from '../../../domain/validation';
import { html, type Html } from './html';
import type { SiteChrome } from './siteData';
import { SITE_CSS } from './styles';
import type { SiteLanguage, SiteWords } from './words';

/** Where the page script is served: a same-origin file, so the CSP keeps script-src 'self' with no inline script. */
export const SITE_SCRIPT = '/ep-control/public-site.js';

/** What one request's page knows: the visitor's language, the site around the page and where the page is. */
export interface PageContext {
  lang: SiteLanguage;
  words: SiteWords;
  chrome: SiteChrome;
  /** The page's path, without query. */
  path: string;
  /** The site's address for canonical and Open Graph URLs (SEO general canonical_url, else this request's). */
  origin: string;
  seoEntry?: SeoEntry;
}

export interface PageContent {
  title: string;
  description?: string;
  image?: string;
  body: Html;
  /** Pages with a form load the page script. */
  script?: boolean;
  /** A 404 page is not indexed. */
  noindex?: boolean;
}

/** A link the owner typed is rendered only when it is a site path or http(s) (the schemas refuse others already). */
const safe = (url: string) => (url && isSafeLink(url) ? url : '');
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function head(context: PageContext, content: PageContent): Html {
  const { chrome, seoEntry, origin, path, lang } = context;
  const siteTitle = chrome.seo.site_title || chrome.header.siteName;
  const title = seoEntry?.title || (content.title === siteTitle ? siteTitle : `${content.title} | ${siteTitle}`);
  const description = seoEntry?.description || content.description || chrome.seo.site_description;
  const image = safe(seoEntry?.image || content.image || chrome.seo.og_image);
  const canonical = safe(seoEntry?.canonical ?? '') || `${origin}${path}`;
  const keywords = seoEntry?.keywords || chrome.seo.meta_keywords;
  // Without an icon of the owner's, an empty one keeps the browser from asking /favicon.ico (a 404) on every page.
  const favicon = safe(chrome.seo.favicon || chrome.header.favicon);
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    ${description ? html`<meta name="description" content="${description}" />` : ''}
    ${keywords ? html`<meta name="keywords" content="${keywords}" />` : ''}
    ${chrome.seo.author ? html`<meta name="author" content="${chrome.seo.author}" />` : ''}
    ${content.noindex ? html`<meta name="robots" content="noindex" />` : html`<link rel="canonical" href="${canonical}" />`}
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="${chrome.header.siteName}" />
    <meta property="og:title" content="${title}" />
    ${description ? html`<meta property="og:description" content="${description}" />` : ''}
    <meta property="og:url" content="${canonical}" />
    <meta property="og:locale" content="${lang === 'es' ? 'es_DO' : 'en_US'}" />
    ${image ? html`<meta property="og:image" content="${absolute(origin, image)}" />` : ''}
    <meta name="twitter:card" content="${chrome.seo.twitter_card}" />
    <link rel="icon" href="${favicon || 'data:,'}" />
    <style>
      ${SITE_CSS}
    </style>
    ${content.script ? html`<script src="${SITE_SCRIPT}" defer></script>` : ''}
  </head>`;
}

function siteHeader({ chrome, words, lang, path }: PageContext): Html {
  const { header } = chrome;
  const phones = [header.contactPhone, header.contactPhone2].filter(Boolean);
  const languages = header.language_selector_visible
    ? html`<nav class="langs" aria-label="${words.language}">
        ${(['es', 'en'] as const).map(
          (code) =>
            html`<a
              href="${path}?lang=${code}"
              hreflang="${code}"
              lang="${code}"
              ${code === lang ? html` aria-current="true"` : ''}
              >${code === 'es' ? 'Español' : 'English'}</a
            >`,
        )}
      </nav>`
    : '';
  return html`<header class="site">
      <div class="bar">
        <a class="brand" href="/tours-and-excursions-in-puerto-plata">${header.siteName}</a>
        <div class="phones">${phones.map((phone) => html`<a href="${telOf(phone)}">${phone}</a>`)}</div>
        ${languages}
      </div>
    </header>
    <nav class="menu" aria-label="${words.menu}">
      <ul>
        ${chrome.menu.map((link) => {
          const url = safe(link.url);
          return url
            ? html`<li>
                <a href="${url}" ${link.new_tab ? html` target="_blank" rel="noopener"` : ''}>${link.name}</a>
              </li>`
            : '';
        })}
      </ul>
    </nav>`;
}

function siteFooter({ chrome, words }: PageContext): Html {
  const { footer } = chrome;
  const links = (items: { text: string; url: string }[]) =>
    html`<ul>
      ${items.map((item) => (safe(item.url) ? html`<li><a href="${safe(item.url)}">${item.text}</a></li>` : ''))}
    </ul>`;
  const social = (
    [
      ['Facebook', footer.facebook_url],
      ['Instagram', footer.instagram_url],
      ['WhatsApp', footer.whatsapp_url],
    ] as const
  ).filter(([, url]) => safe(url));
  return html`<footer class="site">
    <div class="cols">
      <div>
        <h2>${footer.company_name}</h2>
        <p>${footer.tagline}</p>
        <p>${footer.description}</p>
        <p>${footer.address}</p>
        <p>
          ${[footer.phone, footer.phone2].filter(Boolean).map((phone) => html`<a href="${telOf(phone)}">${phone}</a> `)}
        </p>
        <p>
          ${[footer.email, footer.email2].filter(Boolean).map((email) => html`<a href="mailto:${email}">${email}</a> `)}
        </p>
        ${footer.hours_service ? html`<p>${words.hours}: ${footer.hours_service}</p>` : ''}
      </div>
      <div>
        <h2>${words.quickLinks}</h2>
        ${links(footer.quick_links)}
        <p>${social.map(([name, url]) => html`<a href="${url}" rel="noopener" target="_blank">${name}</a> `)}</p>
      </div>
      <div>
        <h2>${words.cruisePorts}</h2>
        <ul>
          ${footer.cruise_ports.map((port) => html`<li>${port}</li>`)}
        </ul>
        <h2>${words.hotels}</h2>
        <p>${footer.hotels_resorts.join(' · ')}</p>
        <ul>
          ${footer.trust_indicators.map((item) => html`<li>✓ ${item.text}</li>`)}
        </ul>
      </div>
    </div>
    ${links(footer.bottom_links)}
    <p class="copy">${footer.copyright_text}</p>
  </footer>`;
}

/** One whole public page: head with the SEO the owner set, header, menu, the page's content and footer. */
export function page(context: PageContext, content: PageContent): string {
  return `<!doctype html>${html`<html lang="${context.lang}">
    ${head(context, content)}
    <body>
      ${siteHeader(context)}
      <main>${content.body}</main>
      ${siteFooter(context)}
    </body>
  </html>`}`;
}
